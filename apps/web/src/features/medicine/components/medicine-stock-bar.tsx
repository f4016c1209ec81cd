import { MEDICINE_STOCK_BAR_SCALE, medicineStockColour } from '@careledger/shared';
import { MeterBar } from '@/components/ui/meter-bar';
import { useTranslation } from '@/lib/i18n';
import { FILL_TONE } from '@/lib/traffic-tone';
import { stockBarPercent } from '../lib/stock-bar-percent';

/** The spec's stock bar: units in stock against 100, coloured as the stock is (0 red, under 20 yellow). */
export function MedicineStockBar({ name, stock }: { name: string; stock: number }) {
  const { t } = useTranslation('medicine');
  const percent = stockBarPercent(stock);
  return (
    <MeterBar
      label={t('inventory.stockBar', { name, stock, scale: MEDICINE_STOCK_BAR_SCALE })}
      percent={percent}
      fillClassName={FILL_TONE[medicineStockColour(stock)]}
      className="mt-2"
      data-testid="stock-bar"
    />
  );
}
