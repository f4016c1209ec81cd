import type { ItemPrediction } from '@careledger/shared';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import type { PredictionGroups } from '../lib/filter-predictions';
import { usePredictionText } from '../lib/use-prediction-text';
import { StockBar } from './stock-bar';
import { TrendText } from './trend-text';

const GROUP_TONES = { urgent: 'danger', moderate: 'warning', safe: 'success' } as const;

interface ItemCardProps {
  entry: ItemPrediction;
  group: keyof PredictionGroups;
  onOpen: () => void;
}

/** One item's prediction: what is in stock, what the forecast says will go, and how sure it is. */
export function ItemCard({ entry, group, onOpen }: ItemCardProps) {
  const { t } = useTranslation('predictions');
  const format = useFormat();
  const { categoryLabel, percent } = usePredictionText();
  const titleId = useId();
  const { prediction } = entry;
  const facts: [string, string, string?][] = [
    [t('card.category'), categoryLabel(prediction.category)],
    [t('card.currentStock'), format.number(prediction.currentStock)],
    [
      t('card.predictedDemand'),
      format.number(prediction.predictedDemand),
      t('card.demandInterval', {
        lower: format.number(prediction.predictedDemandLower),
        upper: format.number(prediction.predictedDemandUpper),
      }),
    ],
    [t('card.restockingThreshold'), format.number(prediction.restockingThreshold)],
    group === 'safe'
      ? [t('card.safetyMargin'), format.number(prediction.safetyMargin)]
      : [
          t('card.daysUntilStockout'),
          prediction.daysUntilStockout === null
            ? t('card.noStockout')
            : format.number(prediction.daysUntilStockout),
        ],
    [t('card.confidence'), percent(prediction.confidenceScore)],
    [t('card.method'), prediction.method],
  ];

  return (
    <li
      // Off screen, a card keeps its height but is not laid out or painted until it scrolls near: a run lists
      // dozens of cards, and laying them all out at once was a long task of its own. Only its height is held,
      // as an intrinsic width would widen the column past a phone's screen.
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm [contain-intrinsic-height:auto_26rem] [content-visibility:auto] dark:border-slate-800 dark:bg-slate-900"
      data-testid="prediction-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900 dark:text-slate-50">
          {entry.itemName}
        </h3>
        <div className="flex flex-wrap gap-1">
          <Badge tone={GROUP_TONES[group]}>{t(`groups.${group}`)}</Badge>
          {prediction.shortHistory ? <Badge tone="info">{t('card.shortHistory')}</Badge> : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value, detail]) => (
          <div key={label}>
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">{value}</dd>
            {detail ? <dd className="text-xs text-slate-600 dark:text-slate-400">{detail}</dd> : null}
          </div>
        ))}
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('card.trend')}</dt>
          <dd className="font-medium text-slate-900 dark:text-slate-100">
            <TrendText direction={prediction.trendDirection} />
          </dd>
        </div>
      </dl>
      <StockBar
        itemName={entry.itemName}
        currentStock={prediction.currentStock}
        threshold={prediction.threshold}
      />
      <Button variant="secondary" className="mt-auto" onClick={onOpen} aria-describedby={titleId}>
        {t('card.viewRecommendations')}
      </Button>
    </li>
  );
}
