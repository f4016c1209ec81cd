import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Every marketplace event, as decoded from its log; (tx hash, log index) makes re-indexing idempotent. */
export const chainEvents = pgTable(
  'chain_events',
  {
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    /** The event's arguments, bigints as decimal strings and addresses lower-cased. */
    args: jsonb('args').$type<Record<string, string | boolean>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.txHash, t.logIndex] }),
    index('chain_events_block_idx').on(t.blockNumber, t.logIndex),
  ],
);
