import { useId } from 'react';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import type { ChartDatum } from './chart-data';

interface ChartTableProps {
  /** Id of the chart's heading: the table is named "<chart> Chart data". */
  titleId: string;
  labelHeader: string;
  valueHeader: string;
  rows: Pick<ChartDatum, 'key' | 'label' | 'value'>[];
}

/** The chart's figures for screen readers; the drawing itself is hidden from them. */
export function ChartTable({ titleId, labelHeader, valueHeader, rows }: ChartTableProps) {
  const { t } = useTranslation('rfid');
  const format = useFormat();
  const captionId = useId();
  return (
    <table className="sr-only" aria-labelledby={`${titleId} ${captionId}`}>
      <caption id={captionId}>{t('analytics.chartTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{format.number(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
