import { useFormat } from '@/hooks/use-format';
import { barPercent, type ChartDatum } from './chart-data';

/** Labelled horizontal bars, scaled to the largest value. Drawing only: the data table speaks for it. */
export function HorizontalBars({ data }: { data: ChartDatum[] }) {
  const format = useFormat();
  const max = Math.max(0, ...data.map((datum) => datum.value));
  return (
    <ul aria-hidden="true" className="space-y-3" data-testid="chart-bars">
      {data.map((datum) => (
        <li key={datum.key} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-3 text-sm">
          <span className="truncate text-slate-700 dark:text-slate-300">{datum.label}</span>
          <span className="h-3">
            <span
              className={`block h-full rounded-sm ${datum.barClass}`}
              style={{ width: `${barPercent(datum.value, max)}%` }}
            />
          </span>
          <span className="text-right font-medium tabular-nums text-slate-900 dark:text-slate-100">
            {format.number(datum.value)}
          </span>
        </li>
      ))}
    </ul>
  );
}
