import type { itemCreateSchema } from '@careledger/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';
import { applyStockChange } from './apply-stock-change';

export interface InsertItemOptions {
  /** A transaction: the item and its opening receipt commit together. */
  db: Database;
  values: z.output<typeof itemCreateSchema>;
  supplier: { id: number; name: string };
  /** Why the opening stock arrived, e.g. "Opening stock". */
  reason: string;
  /** Who the opening receipt names (the account's name; 'system' for the seed and tests). */
  createdBy?: string;
  reference?: string | null;
}

/**
 * Inserts an item and posts its opening stock as a receipt movement (into the lot named by `lotNumber` or
 * `expiry`, if any), never as a number written directly. Returns the new item's id.
 */
export async function insertItem({
  db,
  values,
  supplier,
  reason,
  createdBy = 'system',
  reference = null,
}: InsertItemOptions): Promise<number> {
  const [item] = await db
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
      db,
      item,
      kind: 'receipt',
      change: values.stock,
      lotNumber: values.lotNumber,
      expiry: values.expiry,
      reason,
      reference,
      createdBy,
    });
  }
  return item.id;
}
