import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList } from './in-list';
import { items } from './items';

export const ALERT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
export const ALERT_STATUSES = ['active', 'dismissed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    /** low_stock, critical_stock, out_of_stock, expiry, expired; later issues add kinds. */
    type: text('type').notNull(),
    severity: text('severity').$type<AlertSeverity>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<AlertStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alerts_status_created_idx').on(t.status, t.createdAt.desc()),
    check('alerts_severity_check', sql`${t.severity} in ${inList(ALERT_SEVERITIES)}`),
    check('alerts_status_check', sql`${t.status} in ${inList(ALERT_STATUSES)}`),
  ],
);
