import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';
import { notFound } from '../../lib/app-error';

export type LockedItem = typeof items.$inferSelect;

/**
 * Takes the item's row lock (`SELECT ... FOR UPDATE`) inside the caller's transaction: every change of its
 * stock, lots and cached balances happens under it, so concurrent movements queue instead of overdrawing.
 */
export async function lockItem({ db, id }: { db: Database; id: number }): Promise<LockedItem> {
  const [item] = await db.select().from(items).where(eq(items.id, id)).for('update');
  if (!item) throw notFound('itemNotFound', { id });
  return item;
}
