import type { ItemCategory } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers';

/**
 * An inventory item. The ledger (stock_movements) is the source of truth for stock; `stockOnHand` is its
 * cached sum, changed only in the transaction that posts a movement, under the item's row lock, so lists
 * and status filters never scan the ledger. `stockStatus` is derived from it by the spec's rule.
 */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').$type<ItemCategory>().notNull(),
    unit: text('unit').notNull(),
    threshold: integer('threshold').notNull(),
    expiry: date('expiry', { mode: 'string' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    /** The supplier's name, copied here (and kept in step on rename) so search needs no join. */
    supplierName: text('supplier_name'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    blockchainVerified: boolean('blockchain_verified').notNull().default(false),
    rfidTag: text('rfid_tag').unique(),
    stockOnHand: integer('stock_on_hand').notNull().default(0),
    /** deriveStockStatus in SQL: critical at or below half the threshold, low at or below it, else good. */
    stockStatus: text('stock_status')
      .$type<'good' | 'low' | 'critical'>()
      .notNull()
      .generatedAlwaysAs(
        sql`case when stock_on_hand * 2 <= threshold then 'critical' when stock_on_hand <= threshold then 'low' else 'good' end`,
      ),
    /**
     * Lower-cased item and supplier names, separated by a control character no one types, for search:
     * `LIKE` on it with a trigram index is many times faster than `ILIKE` on two columns (case folding per
     * row is what costs, above all on PGlite).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name) || chr(31) || lower(coalesce(supplier_name, ''))`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('items_threshold_check', sql`${t.threshold} >= 0`),
    check('items_price_check', sql`${t.price} >= 0`),
    check('items_stock_check', sql`${t.stockOnHand} >= 0`),
    index('items_active_name_idx').on(t.name, t.id).where(sql`${t.archivedAt} is null`),
    index('items_active_status_name_idx').on(t.stockStatus, t.name, t.id).where(sql`${t.archivedAt} is null`),
    index('items_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('items_supplier_idx').on(t.supplierId),
    // The supplies filter's expired/expiring candidates among items whose stock has no dated lot.
    index('items_active_expiry_idx')
      .on(t.expiry)
      .where(sql`${t.archivedAt} is null and ${t.expiry} is not null`),
  ],
);
