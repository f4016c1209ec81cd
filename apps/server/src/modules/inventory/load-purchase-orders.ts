import type { PurchaseOrder } from '@careledger/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, purchaseOrderLines, purchaseOrders, suppliers } from '../../db/schema';

/** Purchase orders with their lines, newest first; only `ids` when given. */
export async function loadPurchaseOrders({
  db,
  ids,
}: {
  db: Database;
  ids?: readonly number[];
}): Promise<PurchaseOrder[]> {
  if (ids && ids.length === 0) return [];
  const orders = await db
    .select({
      id: purchaseOrders.id,
      supplierId: purchaseOrders.supplierId,
      supplierName: suppliers.name,
      status: purchaseOrders.status,
      source: purchaseOrders.source,
      createdAt: purchaseOrders.createdAt,
      updatedAt: purchaseOrders.updatedAt,
    })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(ids ? inArray(purchaseOrders.id, [...ids]) : undefined)
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id));
  if (orders.length === 0) return [];
  const lines = await db
    .select({
      id: purchaseOrderLines.id,
      orderId: purchaseOrderLines.orderId,
      itemId: purchaseOrderLines.itemId,
      itemName: items.name,
      quantity: purchaseOrderLines.quantity,
      receivedQuantity: purchaseOrderLines.receivedQuantity,
      unitPrice: purchaseOrderLines.unitPrice,
    })
    .from(purchaseOrderLines)
    .innerJoin(items, eq(items.id, purchaseOrderLines.itemId))
    .where(
      inArray(
        purchaseOrderLines.orderId,
        orders.map((o) => o.id),
      ),
    )
    .orderBy(asc(purchaseOrderLines.id));
  return orders.map((order) => {
    const own = lines
      .filter((l) => l.orderId === order.id)
      .map(({ orderId: _orderId, unitPrice, ...l }) => ({ ...l, unitPrice: Number(unitPrice) }));
    const cents = own.reduce((sum, l) => sum + Math.round(l.unitPrice * 100) * l.quantity, 0);
    return {
      ...order,
      lines: own,
      totalAmount: cents / 100,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
    };
  });
}

export async function loadPurchaseOrder({ db, id }: { db: Database; id: number }): Promise<PurchaseOrder> {
  const [order] = await loadPurchaseOrders({ db, ids: [id] });
  if (!order) throw new Error(`purchase order ${id} vanished`);
  return order;
}
