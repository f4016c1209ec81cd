import {
  ALERT_SEVERITIES,
  ALERT_STATUSES,
  type AlertSeverity,
  type AlertStatus,
  type AlertType,
  type MessageParamRecord,
} from '@careledger/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from './in-list';
import { items } from './items';

export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    /** ALERT_TYPES today; later issues may add kinds. */
    type: text('type').$type<AlertType>().notNull(),
    severity: text('severity').$type<AlertSeverity>().notNull(),
    /** English, rendered from the catalogue (`alerts.<type>`) when raised. */
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The values the type's words need; null on alerts raised before they were stored. */
    params: jsonb('params').$type<MessageParamRecord>(),
    /** active -> dismissed (by a person) -> resolved (the condition cleared); active -> resolved too. */
    status: text('status').$type<AlertStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('alerts_status_created_idx').on(t.status, t.createdAt.desc()),
    // At most one open (active or dismissed) alert per item and type: a dismissed one is not raised again.
    uniqueIndex('alerts_open_item_type_idx')
      .on(t.itemId, t.type)
      .where(sql`${t.status} in ('active', 'dismissed')`),
    check('alerts_severity_check', sql`${t.severity} in ${inList(ALERT_SEVERITIES)}`),
    check('alerts_status_check', sql`${t.status} in ${inList(ALERT_STATUSES)}`),
  ],
);
