import { RFID_SCAN_HISTORY_DAYS, type RfidAnalytics } from '@careledger/shared';
import { useId } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { ChartFigure } from './chart-figure';
import { ChartTable } from './chart-table';
import { ScanColumns } from './scan-columns';

export function ScansOverTimeCard({ days }: { days: RfidAnalytics['scansPerDay'] }) {
  const { t } = useTranslation('rfid');
  const format = useFormat();
  const titleId = useId();
  const total = days.reduce((sum, day) => sum + day.events, 0);
  const rows = days.map((day) => ({ key: day.day, label: format.date(day.day, 'date'), value: day.events }));
  return (
    <ChartFigure
      title={t('analytics.scansOverTime')}
      titleId={titleId}
      description={t('analytics.scansOverTimeDetail', { days: format.number(RFID_SCAN_HISTORY_DAYS) })}
    >
      {total === 0 ? (
        <EmptyState title={t('analytics.noScans', { days: format.number(RFID_SCAN_HISTORY_DAYS) })} />
      ) : (
        <>
          <p
            className="mb-4 text-sm font-medium text-slate-900 dark:text-slate-100"
            data-testid="scans-total"
          >
            {t('analytics.scansTotal', { count: total, days: format.number(RFID_SCAN_HISTORY_DAYS) })}
          </p>
          <ScanColumns days={days} />
          <ChartTable
            titleId={titleId}
            labelHeader={t('analytics.day')}
            valueHeader={t('analytics.events')}
            rows={rows}
          />
        </>
      )}
    </ChartFigure>
  );
}
