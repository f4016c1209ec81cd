import { useDeferredValue } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useDashboard } from '../api/get-dashboard';
import { ActivityCard } from './activity-card';
import { AlertsCard } from './alerts-card';
import { InventoryCard } from './inventory-card';
import { OverviewStats } from './overview-stats';

/** The landing page's live dashboard: four figures and three cards, all from GET /api/dashboard. */
export function DashboardOverview() {
  const { t } = useTranslation();
  const { data: loaded, isPending, isError, error, refetch } = useDashboard();
  // Below the fold: the cards render in the background, in slices that leave the landing page responsive.
  const data = useDeferredValue(loaded);
  const spinner = (
    <div className="flex justify-center py-12">
      <Spinner label={t('dashboard.loading')} />
    </div>
  );

  if (isPending) return spinner;
  if (isError) {
    return (
      <ErrorState
        message={`${t('dashboard.loadError')} ${errorMessage(error)}`}
        retryLabel={t('common.retry')}
        onRetry={() => refetch()}
      />
    );
  }
  if (!data) return spinner;
  return (
    <div className="space-y-6">
      <OverviewStats overview={data.overview} />
      <div className="grid gap-6 lg:grid-cols-3">
        <InventoryCard items={data.items} />
        <AlertsCard alerts={data.alerts} />
        <ActivityCard activity={data.activity} />
      </div>
    </div>
  );
}
