import { useDeferredValue, useMemo } from 'react';
import { useLatestPrediction } from '@/api/predictions/get-latest-prediction';
import { useRunPredictions } from '@/api/predictions/run-predictions';
import { PageHeader } from '@/components/ui/page-header';
import { useScreenHead } from '@/components/ui/screen-head';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { filterPredictions } from '../lib/filter-predictions';
import { usePredictionText } from '../lib/use-prediction-text';
import { usePredictionView } from '../lib/use-prediction-view';
import { AnalysisError, ReadyState, RunningState } from './analysis-states';
import { HeaderActions } from './header-actions';
import { PredictionTabs } from './prediction-tabs';
import { PredictionsToolbar } from './predictions-toolbar';
import { SummaryCards } from './summary-cards';

/** Spec 001 "AI Predictions Hub" on the stored forecast runs of the predictions API. */
export function PredictionsScreen() {
  const { t } = useTranslation('predictions');
  const head = useScreenHead('predictions');
  const { view, update } = usePredictionView();
  const latest = useLatestPrediction(view.timeframe);
  const run = useRunPredictions();
  const canRun = useCan('inventory.manage');
  const { categoryLabel } = usePredictionText();
  const startRun = () => run.mutate(view.timeframe);

  // The run's cards are the screen's largest render: it runs in the background, in slices that leave the page
  // responsive, while the spinner (or the run shown before) stays.
  const shownRun = useDeferredValue(latest.data);
  const groups = useMemo(
    () => (shownRun ? filterPredictions(shownRun.predictions, view.q, categoryLabel) : null),
    [shownRun, view.q, categoryLabel],
  );
  const visible = !groups
    ? []
    : view.tab === 'overview'
      ? [...groups.urgent, ...groups.moderate]
      : groups[view.tab];

  function content() {
    if (run.isPending) return <RunningState />;
    if (run.isError) return <AnalysisError message={errorMessage(run.error)} onRetry={startRun} />;
    const spinner = (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} />
      </div>
    );
    if (latest.isPending) return spinner;
    if (latest.isError)
      return <AnalysisError message={errorMessage(latest.error)} onRetry={() => latest.refetch()} />;
    // The run (of this timeframe) that arrived is still rendering in the background.
    if (shownRun !== latest.data) return spinner;
    if (!shownRun || !groups)
      return <ReadyState timeframe={view.timeframe} canRun={canRun} onStart={startRun} />;
    return (
      <>
        <SummaryCards summary={shownRun.summary} timeframe={view.timeframe} />
        <PredictionTabs groups={groups} view={view} onViewChange={update} canRun={canRun} onRun={startRun} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        {...head}
        actions={
          <HeaderActions
            view={view}
            items={visible}
            canRun={canRun}
            isRunning={run.isPending}
            onRun={startRun}
          />
        }
      />
      <PredictionsToolbar
        view={view}
        onViewChange={(change) => {
          // A failed run belongs to the timeframe it ran for; another timeframe starts from its own latest run.
          if (change.timeframe) run.reset();
          update(change);
        }}
      />
      {content()}
    </>
  );
}
