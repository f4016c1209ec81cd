import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Spec 000 section 3: inventory categories. */
export const ITEM_CATEGORIES = [
  'Antibiotics',
  'Consumables',
  'Diabetes Care',
  'Equipment',
  'Pain Management',
  'Cardiovascular',
  'Respiratory',
  'Other',
] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

/** An inventory item. Its stock is never stored: it is the sum of its stock movements. */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').$type<ItemCategory>().notNull(),
    unit: text('unit').notNull(),
    threshold: integer('threshold').notNull(),
    expiry: date('expiry', { mode: 'string' }),
    supplierName: text('supplier_name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    blockchainVerified: boolean('blockchain_verified').notNull().default(false),
    rfidTag: text('rfid_tag').unique(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('items_threshold_check', sql`${t.threshold} >= 0`),
    check('items_price_check', sql`${t.price} >= 0`),
  ],
);
