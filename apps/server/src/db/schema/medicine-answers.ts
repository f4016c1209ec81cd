import type { RecommendResponse } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, json, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** What the assistant answered, as it was given: the response less its id, time and the requests it raised. */
export type StoredMedicineAnswer = Omit<RecommendResponse, 'answerId' | 'createdAt' | 'restockingRequests'>;

/**
 * Every answer of the medicine assistant (typed or voice) with who asked and what they wrote (issue 15: who asked
 * is recorded with each answer). Accounts are disabled, never deleted, so the asker is kept (restrict).
 */
export const medicineAnswers = pgTable(
  'medicine_answers',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    symptoms: text('symptoms').notNull(),
    urgentReferral: boolean('urgent_referral').notNull(),
    /** json, not jsonb: stored and read back whole, never queried inside. */
    answer: json('answer').$type<StoredMedicineAnswer>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('medicine_answers_account_idx').on(t.accountId, t.createdAt)],
);
