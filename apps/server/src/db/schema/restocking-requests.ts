import {
  OPEN_RESTOCKING_STATUSES,
  RESTOCKING_STATUSES,
  RESTOCKING_URGENCIES,
  type RestockingStatus,
  type RestockingUrgency,
} from '@careledger/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { inList } from './in-list';
import { items } from './items';
import { medicineAnswers } from './medicine-answers';
import { purchaseOrders } from './purchase-orders';

/**
 * A request to restock a medicine, raised when the assistant recommended it at or below its threshold (issue 15).
 * pending → scheduled (a purchase order placed and linked) → fulfilled (Mark Fulfilled, or the linked order
 * received: a trigger on purchase_orders, migration 0017, which also puts a request back to pending when its
 * order is cancelled). A medicine has at most one open (pending or scheduled) request: a unique partial index,
 * so concurrent answers cannot raise two.
 */
export const restockingRequests = pgTable(
  'restocking_requests',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** The reason as a catalogue code under `medicine.` with its params; its English is rendered on read. */
    reasonKey: text('reason_key').notNull(),
    reasonParams: jsonb('reason_params').$type<Record<string, string | number>>().notNull(),
    urgency: text('urgency').$type<RestockingUrgency>().notNull(),
    status: text('status').$type<RestockingStatus>().notNull().default('pending'),
    stockAtRequest: integer('stock_at_request').notNull(),
    requestedQuantity: integer('requested_quantity').notNull(),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id, {
      onDelete: 'restrict',
    }),
    /** The answer that raised it. */
    answerId: integer('answer_id').references(() => medicineAnswers.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [
    check('restocking_requests_status_check', sql`${t.status} in ${inList(RESTOCKING_STATUSES)}`),
    check('restocking_requests_urgency_check', sql`${t.urgency} in ${inList(RESTOCKING_URGENCIES)}`),
    check('restocking_requests_quantity_check', sql`${t.requestedQuantity} > 0 and ${t.stockAtRequest} >= 0`),
    // A scheduled request names its order; a fulfilled one says when.
    check(
      'restocking_requests_lifecycle_check',
      sql`(${t.status} <> 'scheduled' or (${t.purchaseOrderId} is not null and ${t.scheduledAt} is not null)) and (${t.status} = 'fulfilled') = (${t.fulfilledAt} is not null)`,
    ),
    uniqueIndex('restocking_requests_one_open')
      .on(t.itemId)
      .where(sql`${t.status} in ${inList(OPEN_RESTOCKING_STATUSES)}`),
    index('restocking_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('restocking_requests_order_idx').on(t.purchaseOrderId).where(sql`${t.purchaseOrderId} is not null`),
  ],
);
