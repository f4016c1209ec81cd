import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Marketplace listings as the contract's events say they are now (a projection of chain_events). */
export const marketProducts = pgTable(
  'market_products',
  {
    id: integer('id').primaryKey(),
    seller: text('seller').notNull(),
    priceWei: numeric('price_wei', { precision: 78, scale: 0 }).notNull(),
    inventory: bigint('inventory', { mode: 'number' }).notNull(),
    active: boolean('active').notNull(),
    metadataHash: text('metadata_hash').notNull(),
    listedBlock: bigint('listed_block', { mode: 'number' }).notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    listingTxHash: text('listing_tx_hash').notNull(),
  },
  (t) => [
    index('market_products_seller_idx').on(t.seller),
    index('market_products_hash_idx').on(t.metadataHash),
  ],
);

/** Wei each account can withdraw, from the Credited and Withdrawn events. */
export const marketBalances = pgTable('market_balances', {
  account: text('account').primaryKey(),
  balanceWei: numeric('balance_wei', { precision: 78, scale: 0 }).notNull(),
});

/** Off-chain product metadata keyed by the hash listings carry (productMetadataHash). */
export const productMetadata = pgTable(
  'product_metadata',
  {
    hash: text('hash').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url').notNull(),
    /** The inventory item a List action published; its blockchainVerified turns true once the listing is. */
    inventoryItemId: integer('inventory_item_id'),
    /** Lower-cased name and description for product search, like `items.search_text`. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name) || chr(31) || lower(description)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_metadata_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops'))],
);
