import { type Order, orderRatingInputSchema, ratingMessage } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import { type Hex, recoverMessageAddress } from 'viem';
import type { Database } from '../../db/client';
import { marketOrders } from '../../db/schema';
import { AppError, badRequest, errorText, forbidden, notFound } from '../../lib/app-error';
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
  if (!order) throw notFound('orderNotFound', { orderId });
  if (order.status !== 'delivered') {
    throw new AppError(
      'ILLEGAL_TRANSITION',
      409,
      errorText('orderNotRateable', { orderId, status: order.status }),
    );
  }
  let signer: string;
  try {
    signer = await recoverMessageAddress({
      message: ratingMessage(orderId, rating),
      signature: signature as Hex,
    });
  } catch {
    throw badRequest('ratingSignatureInvalid');
  }
  if (signer.toLowerCase() !== order.buyer) {
    throw forbidden('ratingNotByBuyer', { buyer: order.buyer, orderId, signer: signer.toLowerCase() });
  }
  await db
    .update(marketOrders)
    .set({ rating, ratingSignature: signature.toLowerCase() })
    .where(eq(marketOrders.rowId, order.rowId));
  return getOrder({ db, id: orderId });
}
