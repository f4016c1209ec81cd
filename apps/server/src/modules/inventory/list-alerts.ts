import type { InventoryAlert } from '@careledger/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alerts, items } from '../../db/schema';

type AlertRow = typeof alerts.$inferSelect & { itemName: string | null };

export function toInventoryAlert(row: AlertRow): InventoryAlert {
  return {
    id: row.id,
    itemId: row.itemId,
    itemName: row.itemName ?? '',
    type: row.type,
    severity: row.severity,
    title: row.title,
    message: row.message,
    params: row.params,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Active alerts, newest first. */
export async function listAlerts({ db }: { db: Database }): Promise<InventoryAlert[]> {
  const rows = await db
    .select({
      id: alerts.id,
      itemId: alerts.itemId,
      itemName: items.name,
      type: alerts.type,
      severity: alerts.severity,
      title: alerts.title,
      message: alerts.message,
      params: alerts.params,
      status: alerts.status,
      createdAt: alerts.createdAt,
      resolvedAt: alerts.resolvedAt,
    })
    .from(alerts)
    .leftJoin(items, eq(items.id, alerts.itemId))
    .where(eq(alerts.status, 'active'))
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
  return rows.map(toInventoryAlert);
}
