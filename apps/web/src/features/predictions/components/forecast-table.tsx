import type { ItemForecast } from '@careledger/shared';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';

const cell = 'px-2 py-1 text-right tabular-nums';

/** The chart's numbers: each past day's demand, then each forecast day with its interval. */
export function ForecastTable({ forecast }: { forecast: ItemForecast }) {
  const { t } = useTranslation('predictions');
  const format = useFormat();
  const number = (value: number) => format.number(Math.round(value * 10) / 10);
  return (
    <div className="rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-sm" data-testid="forecast-table">
        <caption className="sr-only">{t('forecast.tableCaption', { item: forecast.itemName })}</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            <th scope="col" className="px-2 py-1 text-left">
              {t('forecast.day')}
            </th>
            <th scope="col" className={cell}>
              {t('forecast.demand')}
            </th>
            <th scope="col" className={cell}>
              {t('forecast.forecastUnits')}
            </th>
            <th scope="col" className={cell}>
              {t('forecast.lower')}
            </th>
            <th scope="col" className={cell}>
              {t('forecast.upper')}
            </th>
          </tr>
        </thead>
        <tbody>
          {forecast.history.map((point) => (
            <tr key={`h-${point.day}`}>
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {format.date(point.day, 'date')}
              </th>
              <td className={cell}>{number(point.units)}</td>
              <td className={cell} />
              <td className={cell} />
              <td className={cell} />
            </tr>
          ))}
          {forecast.forecast.map((point) => (
            <tr key={`f-${point.day}`}>
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {format.date(point.day, 'date')}
              </th>
              <td className={cell} />
              <td className={cell}>{number(point.units)}</td>
              <td className={cell}>{number(point.lower)}</td>
              <td className={cell}>{number(point.upper)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
