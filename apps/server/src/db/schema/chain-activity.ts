import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList } from './in-list';

export const CHAIN_ACTIVITY_STATUSES = ['confirmed', 'pending'] as const;
export type ChainActivityStatus = (typeof CHAIN_ACTIVITY_STATUSES)[number];

/** Recent blockchain activity; seeded for now, filled by the chain indexer in a later issue. */
export const chainActivity = pgTable(
  'chain_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    item: text('item').notNull(),
    action: text('action').notNull(),
    status: text('status').$type<ChainActivityStatus>().notNull(),
    blockNumber: integer('block_number'),
    txHash: text('tx_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chain_activity_created_idx').on(t.createdAt.desc()),
    check('chain_activity_status_check', sql`${t.status} in ${inList(CHAIN_ACTIVITY_STATUSES)}`),
  ],
);
