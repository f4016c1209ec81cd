import {
  type MessageParamRecord,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type Notification,
} from '@careledger/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { inList } from './in-list';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account that receives it (a notification raised for many is stored once per account). */
    recipient: uuid('recipient')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** English, rendered from the catalogue when stored (packages/shared/locales/en/messages.json). */
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** What happened, a NotificationCode; null on rows stored before codes, which have only the English. */
    code: text('code'),
    /** The values the code's words need. */
    params: jsonb('params').$type<MessageParamRecord>().notNull().default({}),
    type: text('type').$type<Notification['type']>().notNull(),
    category: text('category').$type<Notification['category']>().notNull(),
    priority: text('priority').$type<Notification['priority']>().notNull(),
    read: boolean('read').notNull().default(false),
    actionUrl: text('action_url'),
    /** clock_timestamp, not now(): several notifications raised in one transaction still get an order. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('notifications_recipient_created_idx').on(t.recipient, t.createdAt.desc()),
    check('notifications_type_check', sql`${t.type} in ${inList(NOTIFICATION_TYPES)}`),
    check('notifications_category_check', sql`${t.category} in ${inList(NOTIFICATION_CATEGORIES)}`),
    check('notifications_priority_check', sql`${t.priority} in ${inList(NOTIFICATION_PRIORITIES)}`),
  ],
);
