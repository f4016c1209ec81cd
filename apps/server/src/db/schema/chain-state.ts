import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The chain and the marketplace contract this database indexes (one row, id 1): deployed by the server on its
 * embedded chain, or named by MARKETPLACE_ADDRESS. A server whose node serves another chain (another chain id
 * or genesis block) or names another contract refuses to start: the index and the off-chain order data
 * (ratings, inventory bookings) belong to this one.
 */
export const chainDeployment = pgTable('chain_deployment', {
  id: integer('id').primaryKey().default(1),
  chainId: integer('chain_id').notNull(),
  /**
   * Hash of the chain's block 0. The chain id alone does not tell chains apart (every embedded anvil is 31337,
   * and deploys the contract at the same address); the genesis hash does. Null only on rows recorded before
   * it was kept, until the next start checks and fills it in.
   */
  genesisHash: text('genesis_hash'),
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
