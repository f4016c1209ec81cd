import type { RestockingRequest } from '@careledger/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, restockingRequests } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { createPurchaseOrder } from '../inventory';
import { getRestockingRequest } from './get-restocking-request';
import { lockRestockingRequest } from './lock-restocking-request';
import { openOrderForItem } from './open-order-for-item';

/**
 * Schedule Order: a pending request becomes scheduled, in one transaction with the purchase order it places
 * (the requested quantity from the medicine's supplier, through the inventory module) and links; when the
 * medicine has been put on an open order since the request was raised, that order is linked instead. Under the
 * request's row lock, so a second click finds it scheduled (409) instead of placing a second order. 409 when the
 * medicine has no supplier or is archived; 404 for an unknown request.
 */
export async function scheduleRestockingRequest({
  db,
  id,
}: {
  db: Database;
  id: number;
}): Promise<RestockingRequest> {
  await inTransaction({ db }, async (tx) => {
    const request = await lockRestockingRequest({ db: tx, id, to: 'scheduled' });
    const [item] = await tx
      .select({ name: items.name, supplierId: items.supplierId })
      .from(items)
      .where(eq(items.id, request.itemId));
    if (!item?.supplierId)
      throw conflict('restockingNoSupplier', { name: item?.name ?? String(request.itemId) });
    // Ordered since the request was raised (Auto-Generate Orders, a manual order): link that order, not a second.
    const orderId =
      (await openOrderForItem({ db: tx, itemId: request.itemId })) ??
      (
        await createPurchaseOrder({
          db: tx,
          input: {
            supplierId: item.supplierId,
            lines: [{ itemId: request.itemId, quantity: request.requestedQuantity }],
          },
        })
      ).id;
    await tx
      .update(restockingRequests)
      .set({ status: 'scheduled', purchaseOrderId: orderId, scheduledAt: sql`clock_timestamp()` })
      .where(eq(restockingRequests.id, id));
  });
  return getRestockingRequest({ db, id });
}
