import type { OrderReceiveInput } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { marketOrders } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { SseHub } from '../../lib/sse-hub';
import { inTransaction } from '../../lib/transaction';
import { type PostedMovement, postMovement } from '../inventory';

/**
 * Receives a delivered purchase into inventory: a receipt of the ordered quantity on the given item, with
 * reference "Marketplace order #id", once. The order row is locked so two clicks cannot receive it twice.
 */
export async function receiveOrder({
  db,
  hub,
  orderId,
  input,
  buyerWallets,
  createdBy,
}: {
  db: Database;
  hub?: SseHub;
  orderId: number;
  input: OrderReceiveInput;
  /** The receiving account's linked wallets: one of them must be the order's buyer. */
  buyerWallets: readonly string[];
  /** Who the receipt on the stock ledger names. */
  createdBy?: string;
}): Promise<PostedMovement> {
  return inTransaction({ db, hub }, async (tx) => {
    const [order] = await tx
      .select()
      .from(marketOrders)
      .where(eq(marketOrders.orderId, orderId))
      .for('update');
    if (!order) throw notFound('orderNotFound', { orderId });
    if (!buyerWallets.includes(order.buyer.toLowerCase())) throw forbidden('receiveNotBuyer');
    if (order.status !== 'delivered') {
      throw conflict('orderNotReceivable', { orderId, status: order.status });
    }
    if (order.receivedMovementId !== null) {
      throw conflict('orderAlreadyReceived', { orderId, movementId: order.receivedMovementId });
    }
    // Its alerts' notifications are pushed once this outer transaction commits, not when the movement's does.
    const posted = await postMovement({
      db: tx,
      itemId: input.itemId,
      input: {
        kind: 'receipt',
        quantity: order.quantity,
        lotNumber: input.lotNumber || null,
        expiry: input.expiry ?? null,
        reference: `Marketplace order #${orderId}`,
      },
      ...(createdBy ? { createdBy } : {}),
    });
    await tx
      .update(marketOrders)
      .set({ receivedMovementId: posted.movement.id })
      .where(eq(marketOrders.rowId, order.rowId));
    return posted;
  });
}
