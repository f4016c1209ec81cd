import { importanceTone, type MemoryReport } from '@careledger/shared';
import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { MeterBar } from '@/components/ui/meter-bar';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
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
            const day = format.date(date);
            return (
              <li key={date} data-testid="memory-trend" className="space-y-1">
                <div className="flex justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
                  <span>{day}</span>
                  <span>
                    {format.percent(score)} · {t('analytics.trendCount', { count })}
                  </span>
                </div>
                <MeterBar
                  label={t('analytics.trendDay', { date: day, count })}
                  percent={score * 100}
                  fillClassName={FILL_TONE[importanceTone(score)]}
                />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
