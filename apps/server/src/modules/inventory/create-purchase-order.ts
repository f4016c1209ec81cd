import { type PurchaseOrder, type PurchaseOrderCreate, purchaseOrderCreateSchema } from '@careledger/shared';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, purchaseOrderLines, purchaseOrders } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { findSupplier } from './find-supplier';
import { loadPurchaseOrder } from './load-purchase-orders';

/** A manual order to one supplier; every item must exist and not be archived. Lines default to item prices. */
export async function createPurchaseOrder({
  db,
  input,
}: {
  db: Database;
  input: PurchaseOrderCreate;
}): Promise<PurchaseOrder> {
  const values = purchaseOrderCreateSchema.parse(input);
  const id = await db.transaction(async (tx) => {
    await findSupplier({ db: tx, id: values.supplierId });
    const itemIds = [...new Set(values.lines.map((l) => l.itemId))];
    const found = await tx.select().from(items).where(inArray(items.id, itemIds));
    const byId = new Map(found.map((i) => [i.id, i]));
    for (const itemId of itemIds) {
      const item = byId.get(itemId);
      if (!item) throw notFound('itemNotFound', { id: itemId });
      if (item.archivedAt) throw conflict('itemArchivedNoOrder', { name: item.name });
    }
    const [order] = await tx.insert(purchaseOrders).values({ supplierId: values.supplierId }).returning();
    if (!order) throw new Error('inserting a purchase order returned no row');
    await tx.insert(purchaseOrderLines).values(
      values.lines.map((l) => ({
        orderId: order.id,
        itemId: l.itemId,
        quantity: l.quantity,
        unitPrice: (l.unitPrice ?? Number(byId.get(l.itemId)?.price ?? 0)).toFixed(2),
      })),
    );
    return order.id;
  });
  return loadPurchaseOrder({ db, id });
}
