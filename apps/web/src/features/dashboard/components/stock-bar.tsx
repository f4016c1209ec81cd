import type { StockStatus } from '@careledger/shared';

const BAR_COLORS: Record<StockStatus, string> = {
  good: 'bg-green-600 dark:bg-green-400',
  low: 'bg-amber-500 dark:bg-amber-400',
  critical: 'bg-red-600 dark:bg-red-400',
};

interface StockBarProps {
  stock: number;
  threshold: number;
  status: StockStatus;
}

/**
 * Stock against twice the threshold, so "at threshold" sits half way and a healthy item fills the bar.
 * Decorative: the figures are written out beside it.
 */
export function StockBar({ stock, threshold, status }: StockBarProps) {
  const max = Math.max(threshold * 2, stock, 1);
  const percent = Math.round((stock / max) * 100);
  return (
    <div
      aria-hidden="true"
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      <div className={`h-full rounded-full ${BAR_COLORS[status]}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
