import type { ItemForecast } from '@careledger/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { average, chartGeometry, toPoints } from '../lib/chart-geometry';
import { ForecastTable } from './forecast-table';

const WIDTH = 600;
const HEIGHT = 200;
const PAD = 8;

/**
 * Recent daily demand (solid), then the forecast (dashed) inside its interval band, drawn by hand in SVG. The
 * picture is one image named by a sentence that says what it shows; its numbers are in a table on demand.
 */
export function ForecastChart({ forecast }: { forecast: ItemForecast }) {
  const { t } = useTranslation('predictions');
  const format = useFormat();
  const [isTableShown, setIsTableShown] = useState(false);
  const geometry = chartGeometry(forecast, WIDTH - 2 * PAD, HEIGHT - 2 * PAD);
  const round = (value: number) => format.number(Math.round(value * 10) / 10);
  const label = t('forecast.chartLabel', {
    item: forecast.itemName,
    historyDays: forecast.history.length,
    historyAverage: round(average(forecast.history.map((point) => point.units))),
    forecastDays: forecast.forecast.length,
    forecastAverage: round(average(forecast.forecast.map((point) => point.units))),
    upper: round(Math.max(0, ...forecast.forecast.map((point) => point.upper))),
  });

  return (
    <figure className="space-y-2">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-950"
        data-testid="forecast-chart"
      >
        <g transform={`translate(${PAD} ${PAD})`}>
          <line
            x1={geometry.splitX}
            x2={geometry.splitX}
            y1={0}
            y2={HEIGHT - 2 * PAD}
            className="stroke-slate-400"
            strokeDasharray="2 4"
          />
          {geometry.band.length > 0 ? (
            <polygon points={toPoints(geometry.band)} className="fill-teal-500/20" />
          ) : null}
          <polyline
            points={toPoints(geometry.history)}
            fill="none"
            strokeWidth={2}
            className="stroke-slate-700 dark:stroke-slate-200"
          />
          <polyline
            points={toPoints(geometry.forecast)}
            fill="none"
            strokeWidth={2}
            strokeDasharray="6 4"
            className="stroke-teal-700 dark:stroke-teal-300"
          />
        </g>
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 text-xs text-slate-700 dark:text-slate-300">
        <span className="flex flex-wrap gap-4" aria-hidden="true">
          <span>━ {t('forecast.legendHistory')}</span>
          <span className="text-teal-800 dark:text-teal-300">╍ {t('forecast.legendForecast')}</span>
          <span>▒ {t('forecast.legendBand')}</span>
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setIsTableShown((shown) => !shown)}
          aria-expanded={isTableShown}
        >
          {isTableShown ? t('forecast.hideTable') : t('forecast.showTable')}
        </Button>
      </figcaption>
      {isTableShown ? <ForecastTable forecast={forecast} /> : null}
    </figure>
  );
}
