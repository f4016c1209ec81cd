import type { Dashboard } from '@careledger/shared';
import { BellRing } from 'lucide-react';
import { AlertSummary } from '@/components/ui/alert-summary';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useServerText } from '@/hooks/use-server-text';
import { useTranslation } from '@/lib/i18n';
import { SeverityBadge } from './severity-badge';

const SEVERITY_BORDER = {
  error: 'border-l-red-600 dark:border-l-red-400',
  warning: 'border-l-amber-500 dark:border-l-amber-400',
  info: 'border-l-blue-600 dark:border-l-blue-400',
} as const;

export function AlertsCard({ alerts }: { alerts: Dashboard['alerts'] }) {
  const { t } = useTranslation();
  const words = useServerText();
  return (
    <Card aria-labelledby="dashboard-alerts-title">
      <CardHeader
        title={t('dashboard.alerts.title')}
        titleId="dashboard-alerts-title"
        description={t('dashboard.alerts.subtitle')}
        icon={<BellRing aria-hidden="true" className="mt-0.5 size-5 text-amber-700 dark:text-amber-300" />}
        level={3}
      />
      <CardContent>
        {alerts.length === 0 ? (
          <EmptyState title={t('dashboard.alerts.empty')} />
        ) : (
          <ul className="space-y-3">
            {alerts.map((alert) => (
              <li
                key={alert.id}
                className={`rounded-md border-l-4 bg-slate-50 p-3 dark:bg-slate-800 ${SEVERITY_BORDER[alert.severity]}`}
              >
                <AlertSummary
                  {...words.alert(alert)}
                  createdAt={alert.createdAt}
                  badge={<SeverityBadge severity={alert.severity} />}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
