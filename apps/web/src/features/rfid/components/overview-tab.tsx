import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { useStatistics } from '../api/get-statistics';
import { RecentActivity } from './recent-activity';

/** The statistics panel's eight tiles and Recent RFID Activity (spec 001). */
export function OverviewTab() {
  const { t } = useTranslation('rfid');
  const { number } = useFormat();
  const { data: statistics } = useStatistics();
  if (!statistics) return null;
  const tiles = [
    ['totalTags', number(statistics.totalTags)],
    ['activeTags', number(statistics.activeTags)],
    ['lostTags', number(statistics.lostTags)],
    ['damagedTags', number(statistics.damagedTags)],
    ['totalSupplies', number(statistics.totalSupplies)],
    ['withRfid', number(statistics.suppliesWithRFID)],
    ['withoutRfid', number(statistics.suppliesWithoutRFID)],
    ['coverageRate', t('overview.percent', { value: number(statistics.coveragePercentage) })],
  ] as const;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card aria-labelledby="rfid-statistics-title">
        <CardHeader title={t('overview.statistics')} titleId="rfid-statistics-title" />
        <CardContent>
          <dl className="grid grid-cols-2 gap-3" data-testid="rfid-statistics">
            {tiles.map(([key, value]) => (
              <div
                key={key}
                data-testid={`rfid-tile-${key}`}
                className="rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800"
              >
                <dt className="text-xs text-slate-600 dark:text-slate-300">{t(`overview.${key}`)}</dt>
                <dd className="text-xl font-bold text-slate-900 dark:text-slate-50">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <RecentActivity />
    </div>
  );
}
