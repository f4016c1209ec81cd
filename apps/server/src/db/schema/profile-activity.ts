import { PROFILE_ACTIVITY_KINDS, type ProfileActivity } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList } from './in-list';
import { profiles } from './profiles';

export const profileActivity = pgTable(
  'profile_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role')
      .notNull()
      .references(() => profiles.role, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProfileActivity['kind']>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_activity_role_created_idx').on(t.role, t.createdAt.desc()),
    check('profile_activity_kind_check', sql`${t.kind} in ${inList(PROFILE_ACTIVITY_KINDS)}`),
  ],
);
