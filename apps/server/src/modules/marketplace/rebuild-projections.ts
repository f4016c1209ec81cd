import { and, asc, eq, gt, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chainEvents, marketBalances, marketOrders, marketProducts } from '../../db/schema';
import { applyEvent } from './apply-event';
import type { ChainEventRecord } from './decode-logs';

/**
 * Recomputes products, balances and the chain side of orders from the stored events (after a rewind dropped
 * some). An order whose placement was dropped goes back to "pending, not mined" (its purchase may be mined
 * again, and is then found by its transaction hash) when anything off-chain hangs on it: the web app reported
 * it, the buyer rated it, or it was booked into inventory. Ratings and bookings are never rebuilt from a chain,
 * so they are never deleted; an order that is only a projection disappears.
 */
export async function rebuildProjections({ db }: { db: Database }): Promise<void> {
  await db.delete(marketProducts);
  await db.delete(marketBalances);
  const placed = db
    .select({ orderId: chainEvents.args })
    .from(chainEvents)
    .where(eq(chainEvents.name, 'OrderPlaced'));
  const rows = await placed;
  const stillPlaced = rows.map((r) => Number(r.orderId.orderId));
  const dropped = and(
    isNotNull(marketOrders.orderId),
    stillPlaced.length > 0 ? notInArray(marketOrders.orderId, stillPlaced) : undefined,
  );
  await db
    .delete(marketOrders)
    .where(
      and(
        dropped,
        eq(marketOrders.tracked, false),
        isNull(marketOrders.rating),
        isNull(marketOrders.receivedMovementId),
        isNull(marketOrders.saleMovementId),
        isNull(marketOrders.saleReversalMovementId),
      ),
    );
  // The dropped orders left carry something off-chain.
  await db
    .update(marketOrders)
    .set({
      orderId: null,
      mined: false,
      status: 'pending',
      blockNumber: null,
      confirmedAt: null,
      shippedAt: null,
    })
    .where(dropped);

  const events = await db
    .select()
    .from(chainEvents)
    .orderBy(asc(chainEvents.blockNumber), asc(chainEvents.logIndex));
  for (const event of events) await applyEvent({ db, event: event as ChainEventRecord });
}

/** Drops every event after `blockNumber` (a rewind) — the caller rebuilds the projections. */
export async function deleteEventsAfter({ db, blockNumber }: { db: Database; blockNumber: number }) {
  await db.delete(chainEvents).where(gt(chainEvents.blockNumber, blockNumber));
}
