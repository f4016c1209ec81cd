import type { InventoryAlert } from '@careledger/shared';
import { Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useFormat } from '@/hooks/use-format';
import { AlertSeverityBadge } from './alert-severity-badge';

export function RecentAlertsCard({ alerts }: { alerts: InventoryAlert[] }) {
  const { t } = useTranslation('inventory');
  const format = useFormat();
  return (
    <Card aria-labelledby="inventory-recent-alerts-title">
      <CardHeader
        title={t('overview.recentAlerts')}
        titleId="inventory-recent-alerts-title"
        icon={<Siren aria-hidden="true" className="mt-0.5 size-5 text-red-700 dark:text-red-300" />}
      />
      <CardContent>
        {alerts.length === 0 ? (
          <EmptyState title={t('alerts.empty')} />
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {alerts.map((alert) => (
              <li key={alert.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{alert.title}</p>
                  <AlertSeverityBadge severity={alert.severity} />
                </div>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{alert.message}</p>
                <time
                  dateTime={alert.createdAt}
                  className="mt-1 block text-xs text-slate-600 dark:text-slate-400"
                >
                  {format.date(alert.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
