import { OPEN_PURCHASE_ORDER_STATUSES, type PurchaseOrder, reorderQuantity } from '@careledger/shared';
import { and, asc, eq, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, purchaseOrderLines, purchaseOrders, suppliers } from '../../db/schema';
import { loadPurchaseOrders } from './load-purchase-orders';

/** A fixed pg_advisory_xact_lock key: two runs at once must not both order the same items. */
const AUTO_ORDER_LOCK_KEY = 4_711_003;

/**
 * Orders what needs ordering: every item that is not archived, at or below its threshold, with a supplier
 * and no line on an open (pending, sent, confirmed) order, gets reorderQuantity(...) units from its
 * supplier, one order per supplier (source auto). Running it again creates nothing new.
 */
export async function autoGeneratePurchaseOrders({ db }: { db: Database }): Promise<PurchaseOrder[]> {
  const ids = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUTO_ORDER_LOCK_KEY})`);
    const openLine = tx
      .select({ one: sql`1` })
      .from(purchaseOrderLines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
      .where(
        and(
          eq(purchaseOrderLines.itemId, items.id),
          inArray(purchaseOrders.status, [...OPEN_PURCHASE_ORDER_STATUSES]),
        ),
      );
    const due = await tx
      .select({
        itemId: items.id,
        stock: items.stockOnHand,
        threshold: items.threshold,
        price: items.price,
        supplierId: suppliers.id,
        defaultOrderQuantity: suppliers.defaultOrderQuantity,
        minimumOrderQuantity: suppliers.minimumOrderQuantity,
      })
      .from(items)
      .innerJoin(suppliers, eq(suppliers.id, items.supplierId))
      .where(
        and(
          isNull(items.archivedAt),
          isNotNull(items.supplierId),
          lte(items.stockOnHand, items.threshold),
          notExists(openLine),
        ),
      )
      .orderBy(asc(suppliers.id), asc(items.id));
    const bySupplier = new Map<number, typeof due>();
    for (const row of due) bySupplier.set(row.supplierId, [...(bySupplier.get(row.supplierId) ?? []), row]);
    const created: number[] = [];
    for (const [supplierId, rows] of bySupplier) {
      const [order] = await tx.insert(purchaseOrders).values({ supplierId, source: 'auto' }).returning();
      if (!order) throw new Error('inserting a purchase order returned no row');
      await tx.insert(purchaseOrderLines).values(
        rows.map((r) => ({
          orderId: order.id,
          itemId: r.itemId,
          quantity: reorderQuantity(r),
          unitPrice: r.price,
        })),
      );
      created.push(order.id);
    }
    return created;
  });
  return loadPurchaseOrders({ db, ids });
}
