import type { RestockingRequest } from '@careledger/shared';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, items, restockingRequests } from '../../db/schema';
import { renderMedicineText } from '../../lib/messages';

/**
 * Restocking requests as the API shows them, newest first: the medicine's name and stock now from the item,
 * who raised it from the account, the reason worded in English from its code.
 */
export async function loadRestockingRequests({
  db,
  where,
  limit,
  offset = 0,
}: {
  db: Database;
  where?: SQL | undefined;
  limit?: number;
  offset?: number;
}): Promise<RestockingRequest[]> {
  const query = db
    .select({
      request: restockingRequests,
      medicineName: items.name,
      stockNow: items.stockOnHand,
      createdBy: accounts.name,
    })
    .from(restockingRequests)
    .innerJoin(items, eq(items.id, restockingRequests.itemId))
    .innerJoin(accounts, eq(accounts.id, restockingRequests.createdBy))
    .where(where)
    .orderBy(desc(restockingRequests.createdAt), desc(restockingRequests.id))
    .offset(offset);
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(({ request: r, medicineName, stockNow, createdBy }) => ({
    requestId: r.id,
    medicineId: r.itemId,
    medicineName,
    reason: renderMedicineText({ key: r.reasonKey, params: r.reasonParams }),
    reasonText: { key: r.reasonKey, params: r.reasonParams },
    urgencyLevel: r.urgency,
    status: r.status,
    currentStock: r.stockAtRequest,
    stockNow,
    requestedQuantity: r.requestedQuantity,
    createdAt: r.createdAt.toISOString(),
    createdBy,
    purchaseOrderId: r.purchaseOrderId,
    scheduledAt: r.scheduledAt?.toISOString() ?? null,
    fulfilledAt: r.fulfilledAt?.toISOString() ?? null,
  }));
}
