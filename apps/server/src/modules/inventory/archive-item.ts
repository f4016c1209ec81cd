import type { InventoryItem } from '@careledger/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { todayOf } from '../../lib/today';
import { evaluateAlerts } from './evaluate-alerts';
import { getItem } from './get-item';
import { lockItem } from './lock-item';

/**
 * Archives an item: it leaves the supplies list, alert checks and automatic orders; its ledger, lots and
 * stock card stay. Its open alerts are resolved. 409 when it is already archived.
 */
export async function archiveItem({ db, id }: { db: Database; id: number }): Promise<InventoryItem> {
  await db.transaction(async (tx) => {
    const item = await lockItem({ db: tx, id });
    if (item.archivedAt) throw conflict('itemAlreadyArchived', { name: item.name });
    await tx.update(items).set({ archivedAt: sql`now()` }).where(eq(items.id, id));
    await evaluateAlerts({ db: tx, itemIds: [id], today: todayOf(), notify: false });
  });
  return getItem({ db, id });
}
