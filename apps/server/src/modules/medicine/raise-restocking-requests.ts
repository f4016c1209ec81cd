import { OPEN_RESTOCKING_STATUSES, reorderQuantity, restockingUrgency } from '@careledger/shared';
import { and, asc, eq, inArray, isNull, lte, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, restockingRequests, suppliers } from '../../db/schema';
import { latestOrderSuggestions } from '../predictions';
import { onOpenOrder } from './open-order-for-item';
import { restockingReason } from './restocking-reason';

/** The predicate of restocking_requests_one_open, which ON CONFLICT must name to use that index. */
const OPEN = sql.raw(`status in (${OPEN_RESTOCKING_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * Raises a pending restocking request for each of the medicines that is still at or below its threshold, is on
 * no open purchase order and has no open request, inside the caller's transaction; returns the ids of those it raised. A medicine with an
 * open request is skipped by the database (ON CONFLICT on the one-open-request index), so answers given at the
 * same moment raise one request between them. Urgency: high out of stock, medium critical, else low. Quantity:
 * as Auto-Generate Orders would order it, the latest forecast's suggestion (at least the supplier's minimum) or
 * reorderQuantity, which is at least the supplier's default order quantity.
 */
export async function raiseRestockingRequests({
  db,
  itemIds,
  accountId,
  answerId,
}: {
  db: Database;
  itemIds: readonly number[];
  accountId: string;
  /** The answer that recommended them; null for a request raised otherwise. */
  answerId: number | null;
}): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const due = await db
    .select({
      itemId: items.id,
      stock: items.stockOnHand,
      threshold: items.threshold,
      status: items.stockStatus,
      defaultOrderQuantity: suppliers.defaultOrderQuantity,
      minimumOrderQuantity: suppliers.minimumOrderQuantity,
    })
    .from(items)
    .leftJoin(suppliers, eq(suppliers.id, items.supplierId))
    .where(
      and(
        inArray(items.id, [...itemIds]),
        isNull(items.archivedAt),
        lte(items.stockOnHand, items.threshold),
        // Already on order (Auto-Generate Orders, a manual order): a request would only order it twice.
        not(onOpenOrder()),
      ),
    )
    // One order of inserts everywhere, so concurrent answers wait for each other instead of deadlocking.
    .orderBy(asc(items.id));
  if (due.length === 0) return [];
  const suggestions = await latestOrderSuggestions(db);
  const values = due.map((row) => {
    const reason = restockingReason(row.stock, row.threshold, row.status);
    const minimumOrderQuantity = row.minimumOrderQuantity ?? 0;
    const suggested = suggestions.get(row.itemId) ?? 0;
    const requestedQuantity =
      suggested > 0
        ? Math.max(suggested, minimumOrderQuantity)
        : reorderQuantity({
            stock: row.stock,
            threshold: row.threshold,
            defaultOrderQuantity: row.defaultOrderQuantity ?? 0,
            minimumOrderQuantity,
          });
    return {
      itemId: row.itemId,
      reasonKey: reason.key,
      reasonParams: reason.params,
      urgency: restockingUrgency(row.stock, row.status),
      stockAtRequest: row.stock,
      requestedQuantity,
      answerId,
      createdBy: accountId,
    };
  });
  const raised = await db
    .insert(restockingRequests)
    .values(values)
    .onConflictDoNothing({ target: restockingRequests.itemId, where: OPEN })
    .returning({ id: restockingRequests.id });
  return raised.map((r) => r.id);
}
