import { CURRENT_ROLE, type InventorySyncResult, SALE_ORDER_STATUSES } from '@careledger/shared';
import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { marketOrders, marketProducts, productMetadata } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SseHub } from '../../lib/sse-hub';
import { todayOf } from '../../lib/today';
import { inTransaction } from '../../lib/transaction';
import { applyStockChange, evaluateAlerts, lockItem } from '../inventory';

const REVERSED_STATUSES = ['cancelled', 'rejected'] as const;

/**
 * "Update inventory from blockchain": for the seller's mined orders of listings made from an inventory item,
 * posts a sale for each order still a sale and not yet recorded, and reverses recorded sales that were since
 * cancelled or rejected. Each order is its own transaction under the order's and the item's row locks, so
 * running it twice (or twice at once) records nothing twice. A sale larger than the stock is reported, never
 * forced below zero.
 */
export async function syncInventory({
  db,
  hub,
  seller,
  createdBy = CURRENT_ROLE,
}: {
  db: Database;
  hub?: SseHub;
  seller: string;
  createdBy?: string;
}): Promise<InventorySyncResult> {
  const candidates = await db
    .select({ rowId: marketOrders.rowId })
    .from(marketOrders)
    .innerJoin(marketProducts, eq(marketProducts.id, marketOrders.productId))
    .innerJoin(productMetadata, eq(productMetadata.hash, marketProducts.metadataHash))
    .where(
      and(
        eq(marketProducts.seller, seller),
        isNotNull(marketOrders.orderId),
        isNotNull(productMetadata.inventoryItemId),
        or(
          and(inArray(marketOrders.status, [...SALE_ORDER_STATUSES]), isNull(marketOrders.saleMovementId)),
          and(
            inArray(marketOrders.status, [...REVERSED_STATUSES]),
            isNotNull(marketOrders.saleMovementId),
            isNull(marketOrders.saleReversalMovementId),
          ),
        ),
      ),
    )
    .orderBy(asc(marketOrders.orderId));

  const report: InventorySyncResult = { recorded: 0, reversed: 0, notRecorded: [] };
  for (const { rowId } of candidates) {
    try {
      const outcome = await inTransaction({ db, hub }, async (tx) => {
        const [row] = await tx
          .select({ order: marketOrders, itemId: productMetadata.inventoryItemId })
          .from(marketOrders)
          .innerJoin(marketProducts, eq(marketProducts.id, marketOrders.productId))
          .innerJoin(productMetadata, eq(productMetadata.hash, marketProducts.metadataHash))
          .where(eq(marketOrders.rowId, rowId))
          .for('update', { of: marketOrders });
        if (!row?.itemId || row.order.orderId === null) return null;
        const { order } = row;
        const reference = `Marketplace order #${order.orderId}`;
        const isSale = (SALE_ORDER_STATUSES as readonly string[]).includes(order.status);
        if (isSale && order.saleMovementId !== null) return null;
        if (!isSale && (order.saleMovementId === null || order.saleReversalMovementId !== null)) return null;
        const item = await lockItem({ db: tx, id: row.itemId });
        const written = await applyStockChange({
          db: tx,
          item,
          kind: isSale ? 'sale' : 'adjustment',
          change: isSale ? -order.quantity : order.quantity,
          reason: isSale ? null : `${reference} ${order.status}: sale reversed`,
          reference,
          createdBy,
          verb: 'sell',
        });
        const movementId = written[written.length - 1]?.id ?? null;
        await tx
          .update(marketOrders)
          .set(isSale ? { saleMovementId: movementId } : { saleReversalMovementId: movementId })
          .where(eq(marketOrders.rowId, rowId));
        await evaluateAlerts({ db: tx, itemIds: [item.id], today: todayOf(), notify: true });
        return isSale ? 'recorded' : 'reversed';
      });
      if (outcome) report[outcome] += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_STOCK') throw error;
      const [order] = await db
        .select({ orderId: marketOrders.orderId })
        .from(marketOrders)
        .where(eq(marketOrders.rowId, rowId));
      report.notRecorded.push({ orderId: order?.orderId ?? 0, message: error.message });
    }
  }
  return report;
}
