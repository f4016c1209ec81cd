import { PROFILE_ACTIVITY_KINDS, type ProfileActivity } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { inList } from './in-list';

export const profileActivity = pgTable(
  'profile_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProfileActivity['kind']>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_activity_account_created_idx').on(t.accountId, t.createdAt.desc()),
    check('profile_activity_kind_check', sql`${t.kind} in ${inList(PROFILE_ACTIVITY_KINDS)}`),
  ],
);
