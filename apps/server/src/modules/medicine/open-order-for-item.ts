import { OPEN_PURCHASE_ORDER_STATUSES } from '@careledger/shared';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, purchaseOrderLines, purchaseOrders } from '../../db/schema';

/** True for an item that is already on an open purchase order (pending, sent, confirmed, partially received). */
export function onOpenOrder(): SQL {
  return sql`exists (${sql`select 1 from ${purchaseOrderLines} join ${purchaseOrders} on ${eq(purchaseOrders.id, purchaseOrderLines.orderId)}`}
    where ${and(eq(purchaseOrderLines.itemId, items.id), inArray(purchaseOrders.status, [...OPEN_PURCHASE_ORDER_STATUSES]))})`;
}

/** The oldest open purchase order holding a line for the item, if any. */
export async function openOrderForItem({
  db,
  itemId,
}: {
  db: Database;
  itemId: number;
}): Promise<number | null> {
  const [row] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.orderId, purchaseOrders.id))
    .where(
      and(
        eq(purchaseOrderLines.itemId, itemId),
        inArray(purchaseOrders.status, [...OPEN_PURCHASE_ORDER_STATUSES]),
      ),
    )
    .orderBy(asc(purchaseOrders.id))
    .limit(1);
  return row?.id ?? null;
}
