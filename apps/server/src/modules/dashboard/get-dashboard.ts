import type { AlertSeverity, Dashboard } from '@careledger/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alerts } from '../../db/schema';
import { listStockLevels } from '../inventory';
import { listChainActivity } from '../marketplace';
import { rankByNeed } from './rank-by-need';

/** Each card of the landing page's overview shows at most this many rows. */
export const DASHBOARD_LIST_LIMIT = 5;

const SEVERITY_TONE: Record<AlertSeverity, Dashboard['alerts'][number]['severity']> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'info',
};

export async function getDashboard({ db }: { db: Database }): Promise<Dashboard> {
  const [levels, alertRows, activityRows] = await Promise.all([
    listStockLevels({ db }),
    db
      .select()
      .from(alerts)
      .where(eq(alerts.status, 'active'))
      .orderBy(desc(alerts.createdAt), desc(alerts.id))
      .limit(DASHBOARD_LIST_LIMIT),
    listChainActivity({ db, limit: DASHBOARD_LIST_LIMIT }),
  ]);
  return {
    overview: {
      totalItems: levels.length,
      lowStock: levels.filter((l) => l.status === 'low').length,
      criticalStock: levels.filter((l) => l.status === 'critical').length,
      verifiedItems: levels.filter((l) => l.blockchainVerified).length,
    },
    items: rankByNeed(levels)
      .slice(0, DASHBOARD_LIST_LIMIT)
      .map(({ id, name, category, stock, threshold, status }) => ({
        id,
        name,
        category,
        stock,
        threshold,
        status,
      })),
    alerts: alertRows.map((a) => ({
      id: a.id,
      type: a.type,
      title: a.title,
      message: a.message,
      params: a.params,
      severity: SEVERITY_TONE[a.severity],
      createdAt: a.createdAt.toISOString(),
    })),
    activity: activityRows,
  };
}
