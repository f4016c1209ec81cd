import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The marketplace contract this server follows (one row, id 1): deployed by the server on its embedded chain,
 * or named by MARKETPLACE_ADDRESS. A different chain id or address resets the index.
 */
export const chainDeployment = pgTable('chain_deployment', {
  id: integer('id').primaryKey().default(1),
  chainId: integer('chain_id').notNull(),
  address: text('address').notNull(),
  /** Indexing starts here (the deployment block; 0 when unknown). */
  startBlock: bigint('start_block', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How far the indexer has read (one row, id 1): the last block fully indexed and its hash. */
export const chainCursor = pgTable('chain_cursor', {
  id: integer('id').primaryKey().default(1),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  blockHash: text('block_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Hashes of the indexed blocks that held marketplace events, and of each cursor block: on a hash mismatch
 * the indexer walks back through them to the newest block the chain still has.
 */
export const chainBlocks = pgTable('chain_blocks', {
  number: bigint('number', { mode: 'number' }).primaryKey(),
  hash: text('hash').notNull(),
});
