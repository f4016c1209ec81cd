import { CURRENT_ROLE, type InventoryItem, type ItemCreate, itemCreateSchema } from '@careledger/shared';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';
import type { SseHub } from '../../lib/sse-hub';
import { applyStockChange } from './apply-stock-change';
import { todayOf } from './check-alerts';
import { evaluateAlerts } from './evaluate-alerts';
import { findSupplier } from './find-supplier';
import { getItem } from './get-item';
import { publishAll } from './post-movement';

/**
 * Creates an item in one transaction. Its opening stock is a receipt movement (into the lot named by
 * `lotNumber`/`expiry`, if any), never a number written directly; its alerts are evaluated at once.
 */
export async function createItem({
  db,
  hub,
  input,
  today = todayOf(),
}: {
  db: Database;
  hub?: SseHub;
  input: ItemCreate;
  today?: string;
}): Promise<InventoryItem> {
  const values = itemCreateSchema.parse(input);
  const { id, notifications } = await db.transaction(async (tx) => {
    const supplier = await findSupplier({ db: tx, id: values.supplierId });
    const [item] = await tx
      .insert(items)
      .values({
        name: values.name,
        category: values.category,
        unit: values.unit,
        threshold: values.threshold,
        expiry: values.expiry,
        supplierId: supplier.id,
        supplierName: supplier.name,
        price: values.price.toFixed(2),
      })
      .returning();
    if (!item) throw new Error('inserting an item returned no row');
    if (values.stock > 0) {
      await applyStockChange({
        db: tx,
        item,
        kind: 'receipt',
        change: values.stock,
        lotNumber: values.lotNumber,
        expiry: values.expiry,
        reason: 'Opening stock',
        createdBy: CURRENT_ROLE,
      });
    }
    const evaluation = await evaluateAlerts({ db: tx, itemIds: [item.id], today, notify: true });
    return { id: item.id, notifications: evaluation.notifications };
  });
  publishAll(hub, notifications);
  return getItem({ db, id });
}
