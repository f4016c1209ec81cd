import type { Dashboard } from '@careledger/shared';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useFormat } from '@/hooks/use-format';
import { SeverityBadge } from './severity-badge';

const SEVERITY_BORDER = {
  error: 'border-l-red-600 dark:border-l-red-400',
  warning: 'border-l-amber-500 dark:border-l-amber-400',
  info: 'border-l-blue-600 dark:border-l-blue-400',
} as const;

export function AlertsCard({ alerts }: { alerts: Dashboard['alerts'] }) {
  const { t } = useTranslation();
  const format = useFormat();
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
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{alert.title}</p>
                  <SeverityBadge severity={alert.severity} />
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
