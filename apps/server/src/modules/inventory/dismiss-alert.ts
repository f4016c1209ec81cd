import type { InventoryAlert } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alerts, items } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { toInventoryAlert } from './list-alerts';

/** Dismisses an active alert; it stays dismissed (not raised again) until its condition clears. */
export async function dismissAlert({ db, id }: { db: Database; id: string }): Promise<InventoryAlert> {
  return db.transaction(async (tx) => {
    const [alert] = await tx.select().from(alerts).where(eq(alerts.id, id)).for('update');
    if (!alert) throw notFound('alertNotFound', { id });
    if (alert.status !== 'active') throw conflict('alertNotActive', { context: alert.status });
    const [updated] = await tx
      .update(alerts)
      .set({ status: 'dismissed' })
      .where(eq(alerts.id, id))
      .returning();
    const [item] = alert.itemId
      ? await tx.select({ name: items.name }).from(items).where(eq(items.id, alert.itemId))
      : [];
    return toInventoryAlert({ ...(updated ?? alert), itemName: item?.name ?? null });
  });
}
