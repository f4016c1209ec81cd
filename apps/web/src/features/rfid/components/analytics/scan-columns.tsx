import type { RfidAnalytics } from '@careledger/shared';
import { useFormat } from '@/hooks/use-format';
import { barPercent } from './chart-data';

/**
 * One column per day, oldest on the left, scaled to the busiest day (whose count labels the top). Drawing
 * only: the data table speaks for it.
 */
export function ScanColumns({ days }: { days: RfidAnalytics['scansPerDay'] }) {
  const format = useFormat();
  const max = Math.max(0, ...days.map((day) => day.events));
  const first = days.at(0);
  const last = days.at(-1);
  return (
    <div aria-hidden="true" className="text-xs text-slate-600 dark:text-slate-400">
      <span className="tabular-nums">{format.number(max)}</span>
      <div
        className="mt-1 flex h-32 items-end gap-px border-b border-slate-400 dark:border-slate-500"
        data-testid="scan-columns"
      >
        {days.map((day) => (
          <span
            key={day.day}
            className="flex-1 rounded-t-sm bg-teal-600 dark:bg-teal-400"
            style={{ height: `${barPercent(day.events, max)}%` }}
          />
        ))}
      </div>
      {first && last ? (
        <div className="mt-1 flex justify-between">
          <span>{format.date(first.day, 'date')}</span>
          <span>{format.date(last.day, 'date')}</span>
        </div>
      ) : null}
    </div>
  );
}
