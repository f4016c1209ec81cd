import { RFID_LOW_BATTERY_PERCENT, type RfidAnalytics } from '@careledger/shared';
import { useId } from 'react';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import type { ChartDatum } from './chart-data';
import { ChartFigure } from './chart-figure';
import { ChartTable } from './chart-table';
import { HorizontalBars } from './horizontal-bars';

/** Bands within the low-battery insight are red; the others teal; tags without a battery grey. All 3:1. */
const LOW_BAR = 'bg-red-600 dark:bg-red-400';
const BAND_BAR = 'bg-teal-600 dark:bg-teal-400';
const NO_BATTERY_BAR = 'bg-slate-500 dark:bg-slate-400';

interface BatteryLevelsCardProps {
  bands: RfidAnalytics['batteryBands'];
  withoutBattery: number;
}

export function BatteryLevelsCard({ bands, withoutBattery }: BatteryLevelsCardProps) {
  const { t } = useTranslation('rfid');
  const format = useFormat();
  const titleId = useId();
  const data: ChartDatum[] = [
    ...bands.map((band) => ({
      key: `${band.min}-${band.max}`,
      label: t('analytics.batteryBand', { min: format.number(band.min), max: format.number(band.max) }),
      value: band.count,
      barClass: band.max <= RFID_LOW_BATTERY_PERCENT ? LOW_BAR : BAND_BAR,
    })),
    { key: 'none', label: t('analytics.noBattery'), value: withoutBattery, barClass: NO_BATTERY_BAR },
  ];
  return (
    <ChartFigure title={t('analytics.batteryLevels')} titleId={titleId}>
      <HorizontalBars data={data} />
      <ChartTable
        titleId={titleId}
        labelHeader={t('analytics.band')}
        valueHeader={t('analytics.tags')}
        rows={data}
      />
    </ChartFigure>
  );
}
