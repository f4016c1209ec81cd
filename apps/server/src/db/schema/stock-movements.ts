import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from './in-list';
import { items } from './items';

export const STOCK_MOVEMENT_KINDS = ['receipt', 'issue', 'adjustment', 'stocktake', 'sale'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** The stock ledger: every change of an item's stock is a signed quantity with its kind and reason. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<StockMovementKind>().notNull(),
    /** Signed: receipts are positive, issues and sales negative, adjustments either. */
    quantity: integer('quantity').notNull(),
    reason: text('reason'),
    reference: text('reference'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_item_created_idx').on(t.itemId, t.createdAt),
    check('stock_movements_kind_check', sql`${t.kind} in ${inList(STOCK_MOVEMENT_KINDS)}`),
  ],
);
