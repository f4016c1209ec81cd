import { ROLES, type Role } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import { check, date, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from './in-list';

/** One profile per role (spec 000 section 6); the role is the identity, as there are no sign-in accounts. */
export const profiles = pgTable(
  'profiles',
  {
    role: text('role').$type<Role>().primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    location: text('location').notNull(),
    avatarLetter: text('avatar_letter').notNull(),
    roleTitle: text('role_title').notNull(),
    department: text('department').notNull(),
    joinDate: date('join_date', { mode: 'string' }).notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    /** Figures of the role-specific information card. */
    stats: jsonb('stats').$type<{ key: string; value: number }[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('profiles_role_check', sql`${t.role} in ${inList(ROLES)}`)],
);
