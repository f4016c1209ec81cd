import { date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * One profile per account: the contact details and sample figures the profile page shows. Name, email and role
 * are the account's; the role title and permission labels follow from the role (spec 000 section 6).
 */
export const profiles = pgTable('profiles', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  location: text('location').notNull(),
  department: text('department').notNull(),
  joinDate: date('join_date', { mode: 'string' }).notNull(),
  /** Figures of the role-specific information card. */
  stats: jsonb('stats').$type<{ key: string; value: number }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
