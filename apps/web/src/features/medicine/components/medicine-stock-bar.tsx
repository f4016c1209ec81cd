import { MEDICINE_STOCK_BAR_SCALE, medicineStockColour } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { FILL_TONE } from '@/lib/traffic-tone';
import { stockBarPercent } from '../lib/stock-bar-percent';

/** The spec's stock bar: units in stock against 100, coloured as the stock is (0 red, under 20 yellow). */
export function MedicineStockBar({ name, stock }: { name: string; stock: number }) {
  const { t } = useTranslation('medicine');
  const percent = stockBarPercent(stock);
  return (
    <div
      role="progressbar"
      aria-label={t('inventory.stockBar', { name, stock, scale: MEDICINE_STOCK_BAR_SCALE })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="stock-bar"
      className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      <div className={`h-full ${FILL_TONE[medicineStockColour(stock)]}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
