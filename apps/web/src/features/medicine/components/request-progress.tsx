import { ProgressBar } from '@/components/ui/progress-bar';
import { useTranslation } from '@/lib/i18n';

/** The recommend request as it is: indeterminate while in flight, full once answered, and said in words. */
export function RequestProgress({ isDone }: { isDone: boolean }) {
  const { t } = useTranslation('medicine');
  const label = t(isDone ? 'progress.done' : 'progress.running');
  return (
    <div className="space-y-1">
      <ProgressBar
        label={label}
        isDone={isDone}
        data-testid="recommend-progress"
        className="h-2 rounded-full bg-slate-200 dark:bg-slate-700"
      />
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {label}
      </p>
    </div>
  );
}
