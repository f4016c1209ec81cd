import type { PurchaseOrder } from '@careledger/shared';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, lots, purchaseOrderLines, purchaseOrders, stockMovements, suppliers } from '../../db/schema';

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
  const lastLots = await loadLastLots(
    db,
    orders.map((o) => o.id),
    [...new Set(lines.map((l) => l.itemId))],
  );
  return orders.map((order) => {
    const own = lines
      .filter((l) => l.orderId === order.id)
      .map(({ orderId: _orderId, unitPrice, ...l }) => ({
        ...l,
        unitPrice: Number(unitPrice),
        lastLot: lastLots.get(`PO-${order.id}:${l.itemId}`) ?? null,
      }));
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

/**
 * The lot of each order line's latest receipt into a lot, keyed `PO-<order>:<item>`: receipts of an order are
 * referenced `PO-<id>` (receivePurchaseOrder), and an order has one line per item.
 */
async function loadLastLots(db: Database, orderIds: number[], itemIds: number[]) {
  if (itemIds.length === 0) return new Map<string, { lotNumber: string; expiry: string | null }>();
  const receipts = await db
    .select({
      reference: stockMovements.reference,
      itemId: stockMovements.itemId,
      lotNumber: lots.lotNumber,
      expiry: lots.expiry,
    })
    .from(stockMovements)
    .innerJoin(lots, eq(lots.id, stockMovements.lotId))
    .where(
      and(
        // By item first: the ledger's item index narrows the search to the orders' items.
        inArray(stockMovements.itemId, itemIds),
        eq(stockMovements.kind, 'receipt'),
        isNotNull(stockMovements.reference),
        inArray(
          stockMovements.reference,
          orderIds.map((id) => `PO-${id}`),
        ),
      ),
    )
    .orderBy(desc(stockMovements.id));
  const last = new Map<string, { lotNumber: string; expiry: string | null }>();
  for (const receipt of receipts) {
    const key = `${receipt.reference}:${receipt.itemId}`;
    if (!last.has(key)) last.set(key, { lotNumber: receipt.lotNumber, expiry: receipt.expiry });
  }
  return last;
}
