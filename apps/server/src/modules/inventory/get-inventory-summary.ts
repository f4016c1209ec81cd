import { type InventorySummary, OPEN_PURCHASE_ORDER_STATUSES } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * The summary cards of the inventory screen, in one round trip over cached balances. `pendingOrders` (the
 * Purchase Orders card's "pending count", spec 001) counts every order still awaiting receipt: pending, sent,
 * confirmed and partially received, not only the status named pending.
 */
export async function getInventorySummary({ db }: { db: Database }): Promise<InventorySummary> {
  const result = await db.execute<Record<keyof InventorySummary, number | string>>(sql`
    select
      (select count(*) from items where archived_at is null) as "totalSupplies",
      (select count(*) from items where archived_at is null and stock_status <> 'good') as "needsRestocking",
      (select count(*) from alerts where status = 'active') as "activeAlerts",
      (select count(*) from alerts where status = 'active' and severity = 'critical') as "criticalAlerts",
      (select count(*) from purchase_orders) as "purchaseOrders",
      (select count(*) from purchase_orders where status in (${sql.join(
        OPEN_PURCHASE_ORDER_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})) as "pendingOrders",
      (select count(*) from suppliers) as "suppliers"
  `);
  const [row] = rowsOf<Record<keyof InventorySummary, number | string>>(result);
  if (!row) throw new Error('the inventory summary query returned no row');
  return {
    totalSupplies: Number(row.totalSupplies),
    needsRestocking: Number(row.needsRestocking),
    activeAlerts: Number(row.activeAlerts),
    criticalAlerts: Number(row.criticalAlerts),
    purchaseOrders: Number(row.purchaseOrders),
    pendingOrders: Number(row.pendingOrders),
    suppliers: Number(row.suppliers),
  };
}
