import type { ItemPrediction } from '@careledger/shared';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

const ICONS = { up: ArrowUpRight, down: ArrowDownRight, stable: ArrowRight } as const;

/** The demand trend as an arrow and a word: the word carries the meaning, the arrow only repeats it. */
export function TrendText({ direction }: { direction: ItemPrediction['prediction']['trendDirection'] }) {
  const { t } = useTranslation('predictions');
  const Icon = ICONS[direction];
  return (
    <span className="inline-flex items-center gap-1" data-trend={direction}>
      <Icon aria-hidden="true" className="size-4" />
      {t(`trends.${direction}`)}
    </span>
  );
}
