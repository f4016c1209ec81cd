import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { items } from './items';

/** A batch of an item with its own expiry. Its quantity is a cache of the lot's movements, kept under the item lock. */
export const lots = pgTable(
  'lots',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    lotNumber: text('lot_number').notNull(),
    expiry: date('expiry', { mode: 'string' }),
    quantityOnHand: integer('quantity_on_hand').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lots_item_lot_number_unique').on(t.itemId, t.lotNumber),
    index('lots_item_expiry_idx').on(t.itemId, t.expiry),
    // The supplies filter's expired/expiring candidates: lots on hand by expiry, read as a range.
    index('lots_on_hand_expiry_idx').on(t.expiry, t.itemId).where(sql`${t.quantityOnHand} > 0`),
    check('lots_quantity_check', sql`${t.quantityOnHand} >= 0`),
  ],
);
