import { PREDICTION_TIMEFRAMES, type PredictionTimeframe, ROUTES } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLatestPrediction } from '@/api/predictions/get-latest-prediction';
import { useRunPredictions } from '@/api/predictions/run-predictions';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { inventorySummaryQueryOptions } from '../api/get-inventory-summary';
import { isStale, overallTrend } from '../lib/restocking-outlook';

const TREND_ICONS = { up: TrendingUp, down: TrendingDown, stable: Minus } as const;
const RISK_TONES = { High: 'danger', Medium: 'warning', Low: 'success' } as const;

/**
 * Restocking prediction inside the inventory (spec 001): starts at 30d with the risk level and the demand trend.
 * It runs the forecast by itself when items exist and no run of today is stored (for a role that may run it;
 * others see the latest stored run), from the same engine and runs as the Predictions Hub, without a wait.
 */
export function RestockingPanel() {
  const { t } = useTranslation('inventory');
  const [timeframe, setTimeframe] = useState<PredictionTimeframe>('30d');
  const canRun = useCan('inventory.manage');
  const summary = useQuery(inventorySummaryQueryOptions());
  const latest = useLatestPrediction(timeframe);
  const run = useRunPredictions();
  const started = useRef(new Set<PredictionTimeframe>());
  const hasItems = (summary.data?.totalSupplies ?? 0) > 0;
  const stored = latest.data;
  const due = latest.isSuccess && (!stored || isStale(stored));

  useEffect(() => {
    if (!canRun || !hasItems || !due || started.current.has(timeframe)) return;
    started.current.add(timeframe);
    run.mutate(timeframe);
  }, [canRun, hasItems, due, timeframe, run]);

  const shown = stored ?? (run.data?.timeframe === timeframe ? run.data : null);
  const trend = shown ? overallTrend(shown) : null;
  const TrendIcon = trend ? TREND_ICONS[trend] : null;
  return (
    <Card
      aria-labelledby="inventory-restocking-title"
      className="lg:col-span-3"
      data-testid="restocking-panel"
    >
      <CardHeader
        title={t('restocking.title')}
        titleId="inventory-restocking-title"
        description={t('restocking.description')}
        action={
          <Link to={`${ROUTES.predictions}?timeframe=${timeframe}`} className={buttonClasses('ghost', 'sm')}>
            {t('restocking.openHub')}
          </Link>
        }
      />
      <CardContent className="space-y-4">
        <div className="max-w-48">
          <SelectField
            label={t('restocking.timeRange')}
            value={timeframe}
            onValueChange={(value) => setTimeframe(value as PredictionTimeframe)}
            options={PREDICTION_TIMEFRAMES.map((value) => ({
              value,
              label: t(`restocking.timeframes.${value}`),
            }))}
          />
        </div>
        {run.isPending ? <Spinner label={t('restocking.running')} /> : null}
        {run.isError ? <ErrorState message={errorMessage(run.error)} /> : null}
        {latest.isError ? <ErrorState message={errorMessage(latest.error)} /> : null}
        {!shown && !run.isPending && latest.isSuccess ? (
          <p className="text-sm">{hasItems ? t('restocking.noneYet') : t('restocking.noItems')}</p>
        ) : null}
        {shown && trend && TrendIcon ? (
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2" data-testid="restocking-outlook">
            <span className="flex items-center gap-2">
              {t('restocking.riskLevel')}
              <Badge tone={RISK_TONES[shown.summary.riskLevel]} data-testid="restocking-risk">
                {t(`restocking.levels.${shown.summary.riskLevel}`)} ({shown.summary.riskScore} %)
              </Badge>
            </span>
            <span className="flex items-center gap-2" data-testid="restocking-trend" data-trend={trend}>
              <TrendIcon aria-hidden="true" className="size-5" />
              {t(`restocking.trends.${trend}`)}
            </span>
            <span>
              {t('restocking.counts', {
                urgent: shown.summary.urgentRestocking,
                moderate: shown.summary.moderateRestocking,
                safe: shown.summary.safeStockLevels,
              })}
            </span>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
