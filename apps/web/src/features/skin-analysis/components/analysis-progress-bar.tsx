import { MeterBar } from '@/components/ui/meter-bar';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { type AnalysisProgress, progressValue } from '../lib/analysis-progress';

const TRACK = 'h-2 rounded-full bg-slate-200 dark:bg-slate-700';

/**
 * The photo's bytes sent, then the server at work (indeterminate: nothing measures it), then done. The phase is
 * announced; the percentage is the bar's value, not read out at every step.
 */
export function AnalysisProgressBar({ progress }: { progress: AnalysisProgress }) {
  const { t } = useTranslation('skin');
  const { percent } = useFormat();
  if (progress.phase === 'idle') return null;
  const value = progressValue(progress);
  return (
    <div className="space-y-1.5">
      <p className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
        <span role="status">{t(`progress.${progress.phase}`)}</span>
        {value === null ? null : <span aria-hidden="true">{percent(value / 100)}</span>}
      </p>
      {value === null ? (
        <ProgressBar label={t('progress.label')} className={TRACK} data-testid="skin-progress" />
      ) : (
        <MeterBar
          label={t('progress.label')}
          percent={value}
          fillClassName="bg-teal-600 dark:bg-teal-300"
          data-testid="skin-progress"
        />
      )}
    </div>
  );
}
