import type { Settings } from '@careledger/shared';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Settings per account, one JSON document validated with the shared settingsSchema on every read and write.
 * A document (rather than 18 columns) lets later issues add a setting with a default and no migration.
 */
export const settings = pgTable('settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<Settings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
