import type { StockStatus } from '@careledger/shared';
import { stockProgressPercent } from '../lib/stock-progress';

const BAR_COLORS: Record<StockStatus, string> = {
  good: 'bg-green-600 dark:bg-green-400',
  low: 'bg-amber-500 dark:bg-amber-400',
  critical: 'bg-red-600 dark:bg-red-400',
};

interface StockProgressProps {
  stock: number;
  threshold: number;
  status: StockStatus;
  className?: string;
}

/** Stock against threshold, capped at 100%. Decorative: the figures are written out beside it. */
export function StockProgress({ stock, threshold, status, className }: StockProgressProps) {
  const percent = stockProgressPercent(stock, threshold);
  return (
    <div
      aria-hidden="true"
      className={`h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 ${className ?? ''}`}
    >
      <div className={`h-full rounded-full ${BAR_COLORS[status]}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
