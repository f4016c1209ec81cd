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
import { badRequest, conflict } from '../../lib/app-error';
import type { SseHub } from '../../lib/sse-hub';
import { todayOf } from '../../lib/today';
import { inTransaction } from '../../lib/transaction';
import { applyStockChange } from './apply-stock-change';
import { evaluateAlerts } from './evaluate-alerts';
import { getItem } from './get-item';
import { lockItem } from './lock-item';
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

  const written = await inTransaction({ db, hub }, async (tx) => {
    const item = await lockItem({ db: tx, id: itemId });
    if (item.archivedAt) throw conflict('itemArchivedNoStockChange', { name: item.name });
    let change = kind === 'issue' ? -quantity : quantity;
    if (kind === 'stocktake') {
      let booked = item.stockOnHand;
      if (movement.lotNumber) {
        const [lot] = await tx
          .select({ quantity: lots.quantityOnHand })
          .from(lots)
          .where(and(eq(lots.itemId, item.id), eq(lots.lotNumber, movement.lotNumber)));
        booked = lot?.quantity ?? 0;
      }
      change = quantity - booked;
    }
    const rows = await applyStockChange({
      db: tx,
      item,
      kind,
      change,
      lotNumber: movement.lotNumber,
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
