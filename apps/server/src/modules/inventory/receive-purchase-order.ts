import {
  type PurchaseOrder,
  type PurchaseOrderReceive,
  purchaseOrderReceiveSchema,
  receivedStatus,
} from '@careledger/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { SseHub } from '../../lib/sse-hub';
import { todayOf } from '../../lib/today';
import { inTransaction } from '../../lib/transaction';
import { applyStockChange } from './apply-stock-change';
import { evaluateAlerts } from './evaluate-alerts';
import { loadPurchaseOrder } from './load-purchase-orders';
import { lockItem } from './lock-item';
import { lockOrderFor } from './transition-purchase-order';

interface Arrival {
  lineId: number;
  quantity: number;
  lotNumber: string | null;
  expiry: string | null;
}

/**
 * Receives a confirmed order, in one transaction: with `receiveAll` everything outstanding arrives; with lines,
 * each names an order line and how much of it arrived (at most what is outstanding: more is 400), with its
 * lot and expiry. Each arrival is a receipt movement referenced `PO-<id>`. The order becomes received when
 * every line is complete; until then it is partially_received (receivedStatus).
 */
export async function receivePurchaseOrder({
  db,
  hub,
  id,
  input,
  createdBy = 'system',
  today = todayOf(),
}: {
  db: Database;
  hub?: SseHub;
  id: number;
  input: PurchaseOrderReceive;
  createdBy?: string;
  today?: string;
}): Promise<PurchaseOrder> {
  const body = purchaseOrderReceiveSchema.parse(input);
  await inTransaction({ db, hub }, async (tx) => {
    await lockOrderFor({ db: tx, id, action: 'receive' });
    const lines = await tx
      .select()
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.orderId, id))
      .orderBy(asc(purchaseOrderLines.id));
    const byId = new Map(lines.map((l) => [l.id, l]));
    const arrivals: Arrival[] = body.lines
      ? body.lines
      : lines
          .filter((l) => l.quantity > l.receivedQuantity)
          .map((l) => ({
            lineId: l.id,
            quantity: l.quantity - l.receivedQuantity,
            lotNumber: null,
            expiry: null,
          }));
    const receiving = new Map<number, number>();
    for (const arrival of arrivals) {
      const line = byId.get(arrival.lineId);
      if (!line) throw badRequest('lineNotOnOrder', { line: arrival.lineId, id });
      const total = (receiving.get(line.id) ?? 0) + arrival.quantity;
      const outstanding = line.quantity - line.receivedQuantity;
      if (total > outstanding) {
        throw badRequest('lineOverReceived', { line: line.id, outstanding, total });
      }
      receiving.set(line.id, total);
    }
    // Lock items in id order, so two receipts touching the same items cannot deadlock.
    const itemIds = [...new Set(arrivals.map((a) => byId.get(a.lineId)?.itemId as number))].sort(
      (a, b) => a - b,
    );
    const locked = new Map();
    for (const itemId of itemIds) locked.set(itemId, await lockItem({ db: tx, id: itemId }));
    for (const arrival of arrivals) {
      const line = byId.get(arrival.lineId);
      if (!line) continue;
      await applyStockChange({
        db: tx,
        item: locked.get(line.itemId),
        kind: 'receipt',
        change: arrival.quantity,
        lotNumber: arrival.lotNumber,
        expiry: arrival.expiry,
        reason: 'Purchase order received',
        reference: `PO-${id}`,
        createdBy,
      });
      await tx
        .update(purchaseOrderLines)
        .set({ receivedQuantity: sql`${purchaseOrderLines.receivedQuantity} + ${arrival.quantity}` })
        .where(eq(purchaseOrderLines.id, line.id));
    }
    const status = receivedStatus(
      lines.map((l) => ({
        quantity: l.quantity,
        receivedQuantity: l.receivedQuantity + (receiving.get(l.id) ?? 0),
      })),
    );
    await tx
      .update(purchaseOrders)
      .set({ status, updatedAt: sql`clock_timestamp()` })
      .where(eq(purchaseOrders.id, id));
    await evaluateAlerts({ db: tx, itemIds, today, notify: true });
  });
  return loadPurchaseOrder({ db, id });
}
