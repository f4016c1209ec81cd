import type { Order } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { marketOrders, marketProducts, productMetadata } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The contract's DELIVERY_TIMEOUT: a shipped order the buyer never confirms can be finalised after it. */
export const DELIVERY_TIMEOUT_MS = 14 * DAY_MS;
/** The contract's SHIPPING_TIMEOUT: a confirmed order the seller never ships can be cancelled after it. */
export const SHIPPING_TIMEOUT_MS = 14 * DAY_MS;

/** `from` plus a timeout, as the API's ISO string; null when the order has no such time. */
const after = (from: Date | null, timeoutMs: number) =>
  from ? new Date(from.getTime() + timeoutMs).toISOString() : null;

export function selectOrders(db: Database) {
  return db
    .select({ order: marketOrders, productName: productMetadata.name })
    .from(marketOrders)
    .leftJoin(marketProducts, eq(marketProducts.id, marketOrders.productId))
    .leftJoin(productMetadata, eq(productMetadata.hash, marketProducts.metadataHash))
    .$dynamic();
}

export function toOrder(row: { order: typeof marketOrders.$inferSelect; productName: string | null }): Order {
  const { order } = row;
  return {
    id: order.orderId,
    txHash: order.txHash as Order['txHash'],
    productId: order.productId,
    productName: row.productName,
    buyer: order.buyer as Order['buyer'],
    seller: order.seller as Order['seller'],
    quantity: order.quantity,
    unitPriceWei: order.unitPriceWei,
    totalWei: order.totalWei,
    status: order.status,
    mined: order.mined,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    finalizableAt: order.status === 'shipped' ? after(order.shippedAt, DELIVERY_TIMEOUT_MS) : null,
    cancellableAt: order.status === 'confirmed' ? after(order.confirmedAt, SHIPPING_TIMEOUT_MS) : null,
    metadataHash: (order.metadataHash as Order['metadataHash']) ?? null,
    rating: order.rating,
    receivedMovementId: order.receivedMovementId,
  };
}
