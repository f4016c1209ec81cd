import { OVERVIEW_LIST_LIMIT } from '@careledger/shared';
import { Siren } from 'lucide-react';
import { AlertSummary } from '@/components/ui/alert-summary';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useServerText } from '@/hooks/use-server-text';
import { useTranslation } from '@/lib/i18n';
import { useAlerts } from '../api/get-alerts';
import { AlertSeverityBadge } from './alert-severity-badge';

export function RecentAlertsCard() {
  const { t } = useTranslation('inventory');
  const alerts = (useAlerts().data ?? []).slice(0, OVERVIEW_LIST_LIMIT);
  const words = useServerText();
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
                <AlertSummary
                  {...words.alert(alert)}
                  createdAt={alert.createdAt}
                  badge={<AlertSeverityBadge severity={alert.severity} />}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
