import { type Order, orderRatingInputSchema, ratingMessage } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import { type Hex, recoverMessageAddress } from 'viem';
import type { Database } from '../../db/client';
import { marketOrders } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { getOrder } from './list-orders';

/**
 * Stores the buyer's rating of a delivered order. The buyer signs ratingMessage(orderId, rating); the server
 * recovers the signer, so nobody else can rate the order. Rating again replaces the rating.
 */
export async function rateOrder({
  db,
  orderId,
  rating,
  signature,
}: {
  db: Database;
  orderId: number;
  rating: number;
  signature: string;
}): Promise<Order> {
  orderRatingInputSchema.parse({ rating, signature });
  const [order] = await db.select().from(marketOrders).where(eq(marketOrders.orderId, orderId));
  if (!order) throw notFound(`No marketplace order #${orderId}. It may not be mined or indexed yet.`);
  if (order.status !== 'delivered') {
    throw new AppError(
      'ILLEGAL_TRANSITION',
      409,
      `Order #${orderId} is ${order.status}; only a delivered order can be rated.`,
    );
  }
  let signer: string;
  try {
    signer = await recoverMessageAddress({
      message: ratingMessage(orderId, rating),
      signature: signature as Hex,
    });
  } catch {
    throw badRequest('signature: This is not a valid wallet signature; sign the rating with your wallet.');
  }
  if (signer.toLowerCase() !== order.buyer) {
    throw forbidden(
      `Only the buyer (${order.buyer}) can rate order #${orderId}; the rating was signed by ${signer.toLowerCase()}.`,
    );
  }
  await db
    .update(marketOrders)
    .set({ rating, ratingSignature: signature.toLowerCase() })
    .where(eq(marketOrders.rowId, order.rowId));
  return getOrder({ db, id: orderId });
}
