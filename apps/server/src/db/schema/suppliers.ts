import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Spec 001 Supplier, plus the minimum order quantity that auto-generated orders respect. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    defaultOrderQuantity: integer('default_order_quantity').notNull().default(0),
    minimumOrderQuantity: integer('minimum_order_quantity').notNull().default(0),
    leadTimeDays: integer('lead_time_days').notNull().default(7),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suppliers_name_idx').on(sql`lower(${t.name})`),
    check(
      'suppliers_quantities_check',
      sql`${t.defaultOrderQuantity} >= 0 and ${t.minimumOrderQuantity} >= 0`,
    ),
  ],
);
