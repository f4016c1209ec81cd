import {
  ORDER_STATUSES,
  type OrderStatus,
  type TrackedTransactionKind,
  type TransactionState,
} from '@careledger/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { inList } from './in-list';
import { stockMovements } from './stock-movements';

/**
 * Marketplace orders: a purchase reported by the web app (pending, not mined) or found by the indexer, then
 * kept in step with the contract's events. The rating and the inventory links are off-chain.
 */
export const marketOrders = pgTable(
  'market_orders',
  {
    rowId: serial('row_id').primaryKey(),
    /** The contract's order id; null until the purchase is mined, and for a failed one. */
    orderId: integer('order_id'),
    txHash: text('tx_hash').notNull(),
    productId: integer('product_id').notNull(),
    buyer: text('buyer').notNull(),
    seller: text('seller').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    unitPriceWei: numeric('unit_price_wei', { precision: 78, scale: 0 }).notNull(),
    totalWei: numeric('total_wei', { precision: 78, scale: 0 }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    mined: boolean('mined').notNull().default(false),
    /** Whether a tracked transaction created the row (kept, as pending, if a rewind drops its event). */
    tracked: boolean('tracked').notNull().default(false),
    blockNumber: bigint('block_number', { mode: 'number' }),
    /** The block time the seller confirmed (from the contract's event); null until then. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The block time the seller shipped (from the contract's event); null until then. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /**
     * The listing description the purchase named (keccak hash of its metadata): from the OrderPlaced event, or
     * from the reported purchase's arguments before it is mined. Null for orders indexed before it was kept.
     */
    metadataHash: text('metadata_hash'),
    rating: integer('rating'),
    ratingSignature: text('rating_signature'),
    receivedMovementId: integer('received_movement_id').references(() => stockMovements.id),
    saleMovementId: integer('sale_movement_id').references(() => stockMovements.id),
    saleReversalMovementId: integer('sale_reversal_movement_id').references(() => stockMovements.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_orders_order_id_idx').on(t.orderId),
    index('market_orders_tx_idx').on(t.txHash),
    index('market_orders_buyer_idx').on(t.buyer, t.createdAt),
    index('market_orders_seller_idx').on(t.seller, t.createdAt),
    check('market_orders_status_check', sql`${t.status} in ${inList(ORDER_STATUSES)}`),
    check('market_orders_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** Transactions the web app reported after the wallet sent them, watched until mined or reverted. */
export const trackedTransactions = pgTable('tracked_transactions', {
  txHash: text('tx_hash').primaryKey(),
  kind: text('kind').$type<TrackedTransactionKind>().notNull(),
  from: text('from_address').notNull(),
  /** The decoded call arguments, bigints as decimal strings. */
  args: jsonb('args').$type<string[]>().notNull(),
  valueWei: numeric('value_wei', { precision: 78, scale: 0 }).notNull(),
  state: text('state').$type<TransactionState>().notNull(),
  error: text('error'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
});
