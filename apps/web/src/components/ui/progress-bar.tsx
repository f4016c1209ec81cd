import { clsx } from 'clsx';

interface ProgressBarProps {
  label: string;
  /** Full once the work is done; until then indeterminate. */
  isDone?: boolean;
  /** The track: its size, shape, background and place. */
  className: string;
  'data-testid'?: string;
}

/**
 * Work whose progress nothing measures (a request, a page's code): indeterminate while it runs, with no
 * aria-valuenow rather than a made-up percentage, full once done. Reduced motion gets a still, dimmed bar.
 */
export function ProgressBar({ label, isDone = false, className, 'data-testid': testId }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={isDone ? 100 : undefined}
      aria-busy={isDone ? undefined : true}
      data-testid={testId}
      data-state={isDone ? 'complete' : 'indeterminate'}
      className={clsx('overflow-hidden', className)}
    >
      <div
        className={clsx(
          'h-full rounded-[inherit] bg-teal-600 dark:bg-teal-300',
          isDone
            ? 'w-full'
            : 'animate-progress w-1/3 motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-50',
        )}
      />
    </div>
  );
}
