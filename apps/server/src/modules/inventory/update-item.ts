import type { InventoryItem } from '@careledger/shared';
import { type ItemUpdate, itemUpdateSchema } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import type { SseHub } from '../../lib/sse-hub';
import { todayOf } from '../../lib/today';
import { inTransaction } from '../../lib/transaction';
import { evaluateAlerts } from './evaluate-alerts';
import { findSupplier } from './find-supplier';
import { getItem } from './get-item';
import { lockItem } from './lock-item';

/** Changes an item's details (never its stock: post a movement); a new threshold re-evaluates its alerts. */
export async function updateItem({
  db,
  hub,
  id,
  input,
  today = todayOf(),
}: {
  db: Database;
  hub?: SseHub;
  id: number;
  input: ItemUpdate;
  today?: string;
}): Promise<InventoryItem> {
  const { price, supplierId, ...rest } = itemUpdateSchema.parse(input);
  await inTransaction({ db, hub }, async (tx) => {
    const item = await lockItem({ db: tx, id });
    if (item.archivedAt) throw conflict('itemArchivedNoEdit', { name: item.name });
    const supplier = supplierId === undefined ? undefined : await findSupplier({ db: tx, id: supplierId });
    await tx
      .update(items)
      .set({
        ...rest,
        ...(price === undefined ? {} : { price: price.toFixed(2) }),
        ...(supplier ? { supplierId: supplier.id, supplierName: supplier.name } : {}),
      })
      .where(eq(items.id, id));
    await evaluateAlerts({ db: tx, itemIds: [id], today, notify: true });
  });
  return getItem({ db, id });
}
