import type { PredictionTimeframe } from '@careledger/shared';
import { BrainCircuit, CircleAlert, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTranslation } from '@/lib/i18n';

const panel = 'flex flex-col items-center gap-3 px-6 py-12 text-center';

/** Before the timeframe's first run: the spec's call to start one (only for a role that may). */
export function ReadyState({
  timeframe,
  canRun,
  onStart,
}: {
  timeframe: PredictionTimeframe;
  canRun: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation('predictions');
  return (
    <Card className={panel} data-testid="ready-state">
      <BrainCircuit aria-hidden="true" className="size-10 text-teal-700 dark:text-teal-300" />
      <h2 className="text-lg font-semibold">{t('states.readyTitle')}</h2>
      <p className="text-slate-600 dark:text-slate-400">
        {t('states.readyBody', { timeframe: t(`filters.timeframes.${timeframe}`) })}
      </p>
      {canRun ? (
        <Button onClick={onStart}>{t('states.start')}</Button>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('states.readyNoPermission')}</p>
      )}
    </Card>
  );
}

export function RunningState() {
  const { t } = useTranslation('predictions');
  return (
    <Card className={panel} data-testid="running-state" role="status" aria-live="polite">
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-teal-700 dark:text-teal-300" />
      <h2 className="text-lg font-semibold">{t('states.running')}</h2>
      <p className="text-slate-600 dark:text-slate-400">{t('states.runningBody')}</p>
    </Card>
  );
}

/** A run or load that failed: the server's sentence ("Failed to run predictions") and Try Again. */
export function AnalysisError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('predictions');
  return (
    <Card className={panel} data-testid="analysis-error" role="alert">
      <CircleAlert aria-hidden="true" className="size-10 text-red-700 dark:text-red-300" />
      <h2 className="text-lg font-semibold">{t('states.errorTitle')}</h2>
      <p className="text-red-800 dark:text-red-200">{message}</p>
      <Button onClick={onRetry}>{t('states.tryAgain')}</Button>
    </Card>
  );
}
