import type { Order } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { marketOrders, marketProducts, productMetadata } from '../../db/schema';

/** The contract's DELIVERY_TIMEOUT: a shipped order the buyer never confirms can be finalised after it. */
export const DELIVERY_TIMEOUT_MS = 14 * 24 * 60 * 60 * 1000;

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
    finalizableAt:
      order.status === 'shipped' && order.shippedAt
        ? new Date(order.shippedAt.getTime() + DELIVERY_TIMEOUT_MS).toISOString()
        : null,
    rating: order.rating,
    receivedMovementId: order.receivedMovementId,
  };
}
