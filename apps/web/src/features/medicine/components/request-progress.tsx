import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/**
 * The recommend request as it is: indeterminate while in flight (no made-up percentage), full once answered.
 * An indeterminate progressbar has no aria-valuenow.
 */
export function RequestProgress({ isDone }: { isDone: boolean }) {
  const { t } = useTranslation('medicine');
  const label = t(isDone ? 'progress.done' : 'progress.running');
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={isDone ? 100 : undefined}
        aria-busy={isDone ? undefined : true}
        data-testid="recommend-progress"
        data-state={isDone ? 'complete' : 'indeterminate'}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={clsx(
            'h-full bg-teal-600 dark:bg-teal-300',
            isDone
              ? 'w-full'
              : 'animate-progress w-1/3 motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-50',
          )}
        />
      </div>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {label}
      </p>
    </div>
  );
}
