import {
  nextPurchaseOrderStatus,
  type PurchaseOrder,
  type PurchaseOrderAction,
  type PurchaseOrderStatus,
} from '@careledger/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { purchaseOrders } from '../../db/schema';
import { AppError, errorText, notFound } from '../../lib/app-error';
import { loadPurchaseOrder } from './load-purchase-orders';

/** "A received order cannot be cancelled." */
export function illegalTransition(status: PurchaseOrderStatus, action: PurchaseOrderAction): AppError {
  return new AppError(
    'ILLEGAL_TRANSITION',
    409,
    errorText('purchaseOrderTransition', { status, context: action }),
  );
}

/** Locks the order row and returns it with the status the action leads to; 409 ILLEGAL_TRANSITION if none. */
export async function lockOrderFor({
  db,
  id,
  action,
}: {
  db: Database;
  id: number;
  action: PurchaseOrderAction;
}): Promise<{ order: typeof purchaseOrders.$inferSelect; next: PurchaseOrderStatus }> {
  const [order] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
  if (!order) throw notFound('purchaseOrderNotFound', { id });
  const next = nextPurchaseOrderStatus(order.status, action);
  if (!next) throw illegalTransition(order.status, action);
  return { order, next };
}

/** send, confirm or cancel: only what nextPurchaseOrderStatus allows. Receiving is receivePurchaseOrder. */
export async function transitionPurchaseOrder({
  db,
  id,
  action,
}: {
  db: Database;
  id: number;
  action: Exclude<PurchaseOrderAction, 'receive'>;
}): Promise<PurchaseOrder> {
  await db.transaction(async (tx) => {
    const { next } = await lockOrderFor({ db: tx, id, action });
    await tx
      .update(purchaseOrders)
      .set({ status: next, updatedAt: sql`clock_timestamp()` })
      .where(eq(purchaseOrders.id, id));
  });
  return loadPurchaseOrder({ db, id });
}
