import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from './in-list';
import { items } from './items';
import { suppliers } from './suppliers';

export const PURCHASE_ORDER_SOURCES = ['manual', 'auto'] as const;

/** An order to one supplier; its lines say what and how much. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    status: text('status').$type<PurchaseOrderStatus>().notNull().default('pending'),
    source: text('source').$type<(typeof PURCHASE_ORDER_SOURCES)[number]>().notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('purchase_orders_created_idx').on(t.createdAt.desc()),
    index('purchase_orders_status_idx').on(t.status),
    check('purchase_orders_status_check', sql`${t.status} in ${inList(PURCHASE_ORDER_STATUSES)}`),
    check('purchase_orders_source_check', sql`${t.source} in ${inList(PURCHASE_ORDER_SOURCES)}`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.orderId),
    index('purchase_order_lines_item_idx').on(t.itemId),
    check(
      'purchase_order_lines_quantity_check',
      sql`${t.quantity} > 0 and ${t.receivedQuantity} >= 0 and ${t.receivedQuantity} <= ${t.quantity}`,
    ),
  ],
);
