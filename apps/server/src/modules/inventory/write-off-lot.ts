import {
  CURRENT_ROLE,
  type WriteOffInput,
  writeOffInputSchema,
  writeOffReasonText,
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
import { lockItem } from './lock-item';
import type { PostedMovement } from './post-movement';
import { toStockMovement } from './to-stock-movement';

export interface WriteOffLotOptions {
  db: Database;
  hub?: SseHub;
  itemId: number;
  lotId: number;
  input: WriteOffInput;
  createdBy?: string;
  today?: string;
}

/**
 * Writes off what is left of one lot (expired, damaged, recalled, other with a note) in one adjustment, read
 * under the item's row lock so a movement posted meanwhile cannot leave stock behind or take it twice. The
 * other lots stay as they are; the item's alerts are re-evaluated in the same transaction.
 */
export async function writeOffLot({
  db,
  hub,
  itemId,
  lotId,
  input,
  createdBy = CURRENT_ROLE,
  today = todayOf(),
}: WriteOffLotOptions): Promise<PostedMovement> {
  const { reason, note } = writeOffInputSchema.parse(input);
  if (reason === 'other' && !note) throw badRequest('writeOffNeedsNote');
  const written = await inTransaction({ db, hub }, async (tx) => {
    const item = await lockItem({ db: tx, id: itemId });
    if (item.archivedAt) throw conflict('itemArchivedNoStockChange', { name: item.name });
    const [lot] = await tx
      .select()
      .from(lots)
      .where(and(eq(lots.itemId, item.id), eq(lots.id, lotId)));
    if (!lot) throw notFound('lotIdNotFound', { name: item.name, lotId });
    if (lot.quantityOnHand <= 0) throw conflict('lotIsEmpty', { name: item.name, lot: lot.lotNumber });
    const rows = await applyStockChange({
      db: tx,
      item,
      kind: 'adjustment',
      change: -lot.quantityOnHand,
      lotNumber: lot.lotNumber,
      reason: writeOffReasonText(reason, note),
      createdBy,
      verb: 'remove',
    });
    await evaluateAlerts({ db: tx, itemIds: [item.id], today, notify: true });
    return rows;
  });
  const movements = written.map(toStockMovement);
  return {
    movement: movements[movements.length - 1] as (typeof movements)[number],
    movements,
    item: await getItem({ db, id: itemId }),
  };
}
