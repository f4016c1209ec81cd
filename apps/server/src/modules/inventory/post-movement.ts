import {
  CURRENT_ROLE,
  type InventoryItem,
  type MovementInput,
  movementInputSchema,
  type StockMovement,
} from '@careledger/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lots } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { SseHub } from '../../lib/sse-hub';
import { todayOf } from '../../lib/today';
import { inTransaction } from '../../lib/transaction';
import { applyStockChange } from './apply-stock-change';
import { evaluateAlerts } from './evaluate-alerts';
import { getItem } from './get-item';
import { type LockedItem, lockItem } from './lock-item';
import { toStockMovement } from './to-stock-movement';

export interface PostMovementOptions {
  db: Database;
  /**
   * Pushes the notifications of alerts the movement raised once the write commits (the outermost
   * transaction's, when `db` is one); optional for scripts and benchmarks.
   */
  hub?: SseHub;
  itemId: number;
  input: MovementInput;
  /** Who posts it; the current viewer by default. */
  createdBy?: string;
  today?: string;
}

export interface PostedMovement {
  /** The last movement written: its balance is the item's new stock. */
  movement: StockMovement;
  /** Every movement written: an issue drawn from several lots (FEFO) writes one per lot. */
  movements: StockMovement[];
  item: InventoryItem;
}

/**
 * Posts a movement, in one transaction under the item's row lock:
 * - receipt / issue: `quantity` > 0 units in or out;
 * - adjustment: signed non-zero change with a required reason;
 * - a lot named by `lotId` (or `lotNumber`): an issue takes only from it, a stocktake counts only it (its
 *   quantity becomes the count and the item's stock follows); without one, issues draw FEFO;
 * - stocktake: `quantity` is the counted stock (of the lot when one is named, else of the item) and the
 *   movement posts the difference. A count equal to the books still posts a zero-quantity stocktake, so the
 *   stock card shows that the count happened.
 * Then re-evaluates the item's alerts in the same transaction; their notifications are pushed after commit.
 */
export async function postMovement({
  db,
  hub,
  itemId,
  input,
  createdBy = CURRENT_ROLE,
  today = todayOf(),
}: PostMovementOptions): Promise<PostedMovement> {
  const movement = movementInputSchema.parse(input);
  const { kind, quantity } = movement;
  if ((kind === 'receipt' || kind === 'issue') && quantity <= 0) {
    throw badRequest('movementNotPositive', { context: kind });
  }
  if (kind === 'adjustment' && quantity === 0) throw badRequest('adjustmentIsZero');
  if (kind === 'adjustment' && !movement.reason) {
    throw badRequest('adjustmentNeedsReason');
  }
  if (kind === 'stocktake' && quantity < 0) throw badRequest('countIsNegative');
  if (movement.lotId !== null && movement.lotNumber !== null) throw badRequest('lotTwice');

  const written = await inTransaction({ db, hub }, async (tx) => {
    const item = await lockItem({ db: tx, id: itemId });
    if (item.archivedAt) throw conflict('itemArchivedNoStockChange', { name: item.name });
    const lotNumber =
      movement.lotId === null ? movement.lotNumber : await lotNumberOf(tx, item, movement.lotId);
    let change = kind === 'issue' ? -quantity : quantity;
    if (kind === 'stocktake') {
      let booked = item.stockOnHand;
      if (lotNumber) {
        const [lot] = await tx
          .select({ quantity: lots.quantityOnHand })
          .from(lots)
          .where(and(eq(lots.itemId, item.id), eq(lots.lotNumber, lotNumber)));
        booked = lot?.quantity ?? 0;
      }
      change = quantity - booked;
    }
    const rows = await applyStockChange({
      db: tx,
      item,
      kind,
      change,
      lotNumber,
      expiry: movement.expiry,
      reason: movement.reason,
      reference: movement.reference,
      createdBy,
      verb: kind === 'issue' ? 'issue' : 'remove',
    });
    await evaluateAlerts({ db: tx, itemIds: [item.id], today, notify: true });
    return rows;
  });
  const movements = written.map(toStockMovement);
  return {
    movement: movements[movements.length - 1] as StockMovement,
    movements,
    item: await getItem({ db, id: itemId }),
  };
}

/** The number of the item's lot `lotId`; 404 when the item has no such lot (another item's lot included). */
async function lotNumberOf(db: Database, item: LockedItem, lotId: number): Promise<string> {
  const [lot] = await db
    .select({ lotNumber: lots.lotNumber })
    .from(lots)
    .where(and(eq(lots.itemId, item.id), eq(lots.id, lotId)));
  if (!lot) throw notFound('lotIdNotFound', { name: item.name, lotId });
  return lot.lotNumber;
}
