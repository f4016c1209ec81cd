import type { PurchaseOrder } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { loadPurchaseOrders } from './load-purchase-orders';
import { planPurchaseOrders } from './plan-purchase-orders';

/** A fixed pg_advisory_xact_lock key: two runs at once must not both order the same items. */
const AUTO_ORDER_LOCK_KEY = 4_711_003;

/**
 * Creates the orders planPurchaseOrders plans (source auto), in one transaction. With `confirm` (the
 * fingerprint of the preview a person agreed to) it refuses with 409 and writes nothing if the plan is now
 * different. Running it again creates nothing new.
 */
export async function autoGeneratePurchaseOrders({
  db,
  confirm,
}: {
  db: Database;
  confirm?: string | undefined;
}): Promise<PurchaseOrder[]> {
  const ids = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUTO_ORDER_LOCK_KEY})`);
    const plan = await planPurchaseOrders({ db: tx });
    if (confirm !== undefined && plan.fingerprint !== confirm) throw conflict('autoOrdersChanged');
    const created: number[] = [];
    for (const { supplierId, lines } of plan.orders) {
      const [order] = await tx.insert(purchaseOrders).values({ supplierId, source: 'auto' }).returning();
      if (!order) throw new Error('inserting a purchase order returned no row');
      await tx.insert(purchaseOrderLines).values(
        lines.map((line) => ({
          orderId: order.id,
          itemId: line.itemId,
          quantity: line.quantity,
          unitPrice: line.unitPrice.toFixed(2),
        })),
      );
      created.push(order.id);
    }
    return created;
  });
  return loadPurchaseOrders({ db, ids });
}
