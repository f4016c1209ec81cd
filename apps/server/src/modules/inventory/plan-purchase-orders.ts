import { type AutoGeneratePreview, OPEN_PURCHASE_ORDER_STATUSES, reorderQuantity } from '@careledger/shared';
import { and, asc, eq, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, purchaseOrderLines, purchaseOrders, suppliers } from '../../db/schema';
import { fingerprintOf } from '../../lib/fingerprint';
import { latestOrderSuggestions } from '../predictions';

/**
 * What Auto-Generate Orders would create now, one order per supplier: every item that is not archived, at or
 * below its threshold, with a supplier and no line on an open order (pending, sent, confirmed, partially
 * received) gets the latest restocking forecast's suggested quantity (at least the supplier's minimum) or, where
 * no forecast suggests one, reorderQuantity(...) units, at its price. Reads only; the fingerprint covers every figure
 * the orders would hold, so a confirmation can insist on exactly this plan.
 */
export async function planPurchaseOrders({ db }: { db: Database }): Promise<AutoGeneratePreview> {
  const openLine = db
    .select({ one: sql`1` })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
    .where(
      and(
        eq(purchaseOrderLines.itemId, items.id),
        inArray(purchaseOrders.status, [...OPEN_PURCHASE_ORDER_STATUSES]),
      ),
    );
  const due = await db
    .select({
      itemId: items.id,
      itemName: items.name,
      unit: items.unit,
      stock: items.stockOnHand,
      threshold: items.threshold,
      price: items.price,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
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
  const suggestions = await latestOrderSuggestions(db);
  const orders = new Map<number, AutoGeneratePreview['orders'][number]>();
  for (const row of due) {
    const order = orders.get(row.supplierId) ?? {
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      lines: [],
      totalAmount: 0,
    };
    const unitPrice = Number(row.price);
    const suggested = suggestions.get(row.itemId) ?? 0;
    const quantity = suggested > 0 ? Math.max(suggested, row.minimumOrderQuantity) : reorderQuantity(row);
    const quantityBasis = suggested > 0 ? 'forecast' : 'threshold';
    order.lines.push({ ...pick(row), quantity, quantityBasis, unitPrice });
    order.totalAmount = (Math.round(order.totalAmount * 100) + Math.round(unitPrice * 100) * quantity) / 100;
    orders.set(row.supplierId, order);
  }
  const plan = [...orders.values()];
  return { orders: plan, fingerprint: fingerprintOf(plan) };
}

function pick(row: { itemId: number; itemName: string; unit: string; stock: number; threshold: number }) {
  const { itemId, itemName, unit, stock, threshold } = row;
  return { itemId, itemName, unit, stock, threshold };
}
