import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useAnalytics } from '../api/get-analytics';
import { BatteryLevelsCard } from './analytics/battery-levels-card';
import { CoverageCard } from './analytics/coverage-card';
import { InsightsCard } from './analytics/insights-card';
import { ScansOverTimeCard } from './analytics/scans-over-time-card';
import { StatusDistributionCard } from './analytics/status-distribution-card';

/** Coverage comes with the screen's statistics and shows at once; the rest waits for the analytics. */
export function AnalyticsTab() {
  const { t } = useTranslation('rfid');
  const { data, isPending, error, refetch } = useAnalytics();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CoverageCard />
      {data ? (
        <>
          <StatusDistributionCard counts={data.statusCounts} />
          <BatteryLevelsCard bands={data.batteryBands} withoutBattery={data.withoutBattery} />
          <ScansOverTimeCard days={data.scansPerDay} />
          <div className="lg:col-span-2">
            <InsightsCard lowBattery={data.lowBattery} unseen={data.unseen} unseenDays={data.unseenDays} />
          </div>
        </>
      ) : isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('loading')} />
        </div>
      ) : (
        <div className="self-start">
          <ErrorState
            message={`${t('loadError')} ${errorMessage(error)}`}
            retryLabel={t('retry')}
            onRetry={() => void refetch()}
          />
        </div>
      )}
    </div>
  );
}
