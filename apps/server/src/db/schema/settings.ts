import type { Settings } from '@careledger/shared';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/**
 * Settings per role, one JSON document validated with the shared settingsSchema on every read and write.
 * A document (rather than 18 columns) lets later issues add a setting with a default and no migration.
 */
export const settings = pgTable('settings', {
  role: text('role')
    .primaryKey()
    .references(() => profiles.role, { onDelete: 'cascade' }),
  values: jsonb('values').$type<Settings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
