import { STOCK_MOVEMENT_KINDS, type StockMovementKind } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from './in-list';
import { items } from './items';
import { lots } from './lots';

/** The stock ledger: every change of an item's stock is a signed quantity with its kind and reason. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<StockMovementKind>().notNull(),
    /** Signed: receipts are positive, issues and sales negative, adjustments and stocktakes either. */
    quantity: integer('quantity').notNull(),
    lotId: integer('lot_id').references(() => lots.id, { onDelete: 'restrict' }),
    /** The item's stock after this movement, in ledger (id) order: the stock card's running balance. */
    balanceAfter: integer('balance_after').notNull().default(0),
    reason: text('reason'),
    reference: text('reference'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_item_created_idx').on(t.itemId, t.createdAt),
    index('stock_movements_item_id_idx').on(t.itemId, t.id),
    check('stock_movements_kind_check', sql`${t.kind} in ${inList(STOCK_MOVEMENT_KINDS)}`),
  ],
);
