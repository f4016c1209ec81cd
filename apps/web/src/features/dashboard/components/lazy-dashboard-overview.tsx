import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { dashboardQueryOptions } from '../api/get-dashboard';

const DashboardOverview = lazy(() =>
  import('./dashboard-overview').then(({ DashboardOverview }) => ({ default: DashboardOverview })),
);

/**
 * The live dashboard, below the fold and only for a session that may see inventory: its cards load after the
 * landing page has painted, and its data is asked for at the same moment rather than after the cards' code.
 */
export function LazyDashboardOverview() {
  const { t } = useTranslation();
  usePrefetchQuery(dashboardQueryOptions());
  return (
    // The overview's own loading state, so nothing moves when it takes over.
    <Suspense
      fallback={
        <div className="flex justify-center py-12">
          <Spinner label={t('dashboard.loading')} />
        </div>
      }
    >
      <DashboardOverview />
    </Suspense>
  );
}
