import { ITEM_CSV_COLUMNS } from '@careledger/shared';
import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';
import { formatCsv } from '../../lib/csv';
import { itemColumns, toInventoryItem } from './item-columns';

/** Every item that is not archived, as CSV with the ITEM_CSV_COLUMNS header (the import reads it back). */
export async function exportItemsCsv({ db }: { db: Database }): Promise<string> {
  const rows = await db
    .select(itemColumns)
    .from(items)
    .where(isNull(items.archivedAt))
    .orderBy(asc(items.name), asc(items.id));
  const records = rows
    .map(toInventoryItem)
    .map((i) => [
      i.id,
      i.name,
      i.category,
      i.unit,
      i.stock,
      i.threshold,
      i.status,
      i.expiry,
      i.supplierName,
      i.price.toFixed(2),
      i.blockchainVerified,
      i.rfidTag,
    ]);
  return formatCsv([[...ITEM_CSV_COLUMNS], ...records]);
}
