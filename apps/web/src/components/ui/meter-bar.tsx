import { clsx } from 'clsx';

interface MeterBarProps {
  /** What the bar shows, for assistive technology ("Stock of Ibuprofen: 45 of 100"). */
  label: string;
  /** 0 to 100; clamped. */
  percent: number;
  /** The fill's colour class (for example from FILL_TONE). */
  fillClassName: string;
  className?: string;
  'data-testid'?: string;
}

/** A measured share as a thin bar (stock against its scale, a day's importance): a named, valued progressbar. */
export function MeterBar({ label, percent, fillClassName, className, 'data-testid': testId }: MeterBarProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      data-testid={testId}
      className={clsx('h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700', className)}
    >
      <div className={clsx('h-full', fillClassName)} style={{ width: `${value}%` }} />
    </div>
  );
}
