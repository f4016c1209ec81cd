import { importanceTone, type MemoryReport } from '@careledger/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useFormat } from '@/hooks/use-format';
import { FILL_TONE } from '@/lib/traffic-tone';

/** Importance by day: each day told, its mean importance as a bar coloured like the importance badge. */
export function MemoryTrends({ trends }: { trends: MemoryReport['memoryTrends'] }) {
  const { t } = useTranslation('memory');
  const format = useFormat();
  const id = useId();
  if (trends.length === 0) return null;
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader title={t('analytics.trends')} titleId={`${id}-title`} />
      <CardContent>
        <ul className="space-y-3">
          {trends.map(({ date, score, count }) => {
            const percent = Math.round(score * 100);
            const day = format.date(date);
            return (
              <li key={date} data-testid="memory-trend" className="space-y-1">
                <div className="flex justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
                  <span>{day}</span>
                  <span>
                    {format.percent(score)} · {t('analytics.trendCount', { count })}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={t('analytics.trendDay', { date: day, count })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                >
                  <div
                    className={`h-full ${FILL_TONE[importanceTone(score)]}`}
                    style={{ width: `${percent}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
