import type { InventoryItem } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { itemColumns, toInventoryItem } from './item-columns';

/** One item, archived or not; 404 when there is none. */
export async function getItem({ db, id }: { db: Database; id: number }): Promise<InventoryItem> {
  const [row] = await db.select(itemColumns).from(items).where(eq(items.id, id));
  if (!row) throw notFound('itemNotFound', { id });
  return toInventoryItem(row);
}
