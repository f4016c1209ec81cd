import type { ItemForecast } from '@careledger/shared';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { usePredictionText } from '../lib/use-prediction-text';

/** The method and its backtest error, and the figures an order is sized by. */
export function ForecastFacts({ forecast }: { forecast: ItemForecast }) {
  const { t } = useTranslation('predictions');
  const format = useFormat();
  const { percent } = usePredictionText();
  const facts: [string, string][] = [
    [t('forecast.method'), forecast.method],
    [
      t('forecast.backtest'),
      forecast.backtestRmsse === null ? t('forecast.noBacktest') : format.number(forecast.backtestRmsse),
    ],
    [t('forecast.confidence'), percent(forecast.confidenceScore)],
    [t('forecast.usableStock'), format.number(forecast.usableStock)],
    [t('forecast.reorderPoint'), format.number(forecast.reorderPoint)],
    [t('forecast.suggestedQuantity'), format.number(forecast.suggestedOrderQuantity)],
    [t('forecast.leadTime'), t('forecast.leadTimeDays', { days: format.number(forecast.leadTimeDays) })],
  ];
  return (
    <div>
      {forecast.shortHistory ? (
        <Badge tone="info" className="mb-2">
          {t('card.shortHistory')}
        </Badge>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3" data-testid="forecast-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
