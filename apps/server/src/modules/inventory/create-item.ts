import { type InventoryItem, type ItemCreate, itemCreateSchema } from '@careledger/shared';
import type { Database } from '../../db/client';
import type { SseHub } from '../../lib/sse-hub';
import { todayOf } from '../../lib/today';
import { inTransaction } from '../../lib/transaction';
import { evaluateAlerts } from './evaluate-alerts';
import { findSupplier } from './find-supplier';
import { getItem } from './get-item';
import { insertItem } from './insert-item';

/**
 * Creates an item in one transaction. Its opening stock is a receipt movement (into the lot named by
 * `lotNumber`/`expiry`, if any), never a number written directly; its alerts are evaluated at once.
 */
export async function createItem({
  db,
  hub,
  input,
  createdBy,
  today = todayOf(),
}: {
  db: Database;
  hub?: SseHub;
  input: ItemCreate;
  createdBy?: string;
  today?: string;
}): Promise<InventoryItem> {
  const values = itemCreateSchema.parse(input);
  const id = await inTransaction({ db, hub }, async (tx) => {
    const supplier = await findSupplier({ db: tx, id: values.supplierId });
    const id = await insertItem({ db: tx, values, supplier, reason: 'Opening stock', createdBy });
    await evaluateAlerts({ db: tx, itemIds: [id], today, notify: true });
    return id;
  });
  return getItem({ db, id });
}
