import { MeterBar } from '@/components/ui/meter-bar';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { stockLevelPercent } from '../lib/filter-predictions';

interface StockBarProps {
  itemName: string;
  currentStock: number;
  threshold: number;
}

const FILL_TONES = (percent: number) =>
  percent < 40 ? 'bg-red-600' : percent < 70 ? 'bg-amber-500' : 'bg-green-600';

/** Current stock against the item's threshold, capped at 100 %, named for assistive technology. */
export function StockBar({ itemName, currentStock, threshold }: StockBarProps) {
  const { t } = useTranslation('predictions');
  const format = useFormat();
  const percent = stockLevelPercent(currentStock, threshold);
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <span className="text-slate-600 dark:text-slate-400">{t('card.stockLevel')}</span>
        <span className="font-medium">{t('percent', { value: format.number(percent) })}</span>
      </div>
      <MeterBar
        label={t('card.stockLevelLabel', { item: itemName, percent })}
        percent={percent}
        fillClassName={FILL_TONES(percent)}
      />
    </div>
  );
}
