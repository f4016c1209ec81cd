import { RFID_TAG_STATUSES, type RfidAnalytics, type RfidTagStatus } from '@careledger/shared';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ChartDatum } from './chart-data';
import { ChartFigure } from './chart-figure';
import { ChartTable } from './chart-table';
import { HorizontalBars } from './horizontal-bars';

/**
 * The hues of the status dots (STATUS_DOT), a step darker where the dot's shade falls under 3:1 against the
 * white card (orange-500, slate-400), and lighter on the dark card.
 */
const STATUS_BAR: Record<RfidTagStatus, string> = {
  active: 'bg-green-600 dark:bg-green-400',
  lost: 'bg-red-600 dark:bg-red-400',
  damaged: 'bg-orange-600 dark:bg-orange-400',
  inactive: 'bg-slate-500 dark:bg-slate-400',
};

export function StatusDistributionCard({ counts }: { counts: RfidAnalytics['statusCounts'] }) {
  const { t } = useTranslation('rfid');
  const titleId = useId();
  const data: ChartDatum[] = RFID_TAG_STATUSES.map((status) => ({
    key: status,
    label: t(`status.${status}`),
    value: counts[status],
    barClass: STATUS_BAR[status],
  }));
  return (
    <ChartFigure title={t('analytics.statusDistribution')} titleId={titleId}>
      <HorizontalBars data={data} />
      <ChartTable
        titleId={titleId}
        labelHeader={t('tags.status')}
        valueHeader={t('analytics.tags')}
        rows={data}
      />
    </ChartFigure>
  );
}
