import { type Recommendation, voiceStockStatus } from '@careledger/shared';
import { useMedicines } from '@/api/medicine/get-medicines';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { StockBadge } from './stock-badge';

const cell = 'px-4 py-2';

/**
 * One recommended medicine's stock, read now from the inventory (and refreshed with it); until that arrives,
 * or if it cannot be read, the figures the answer carried, said as such.
 */
export function LiveStockRow({ recommendation }: { recommendation: Recommendation }) {
  const { t } = useTranslation('voice');
  const format = useFormat();
  const medicines = useMedicines({ search: recommendation.medicineName, pageSize: 50 });
  const live = medicines.data?.items.find((medicine) => medicine.id === recommendation.medicineId);
  const quantity = live ? live.stockQuantity : recommendation.stockQuantity;
  const status = live ? voiceStockStatus(live.stockQuantity, live.stockStatus) : recommendation.stockStatus;

  return (
    <tr
      className="border-b border-slate-100 last:border-0 dark:border-slate-800"
      data-testid="voice-stock-row"
    >
      <th scope="row" className={`${cell} text-left font-medium`}>
        {recommendation.medicineName}
      </th>
      <td className={`${cell} tabular-nums`} data-testid="voice-stock-quantity">
        {live ? `${format.number(quantity)} ${live.unit}` : format.number(quantity)}
      </td>
      <td className={cell}>
        <StockBadge status={status} />
      </td>
      <td className={`${cell} text-slate-600 dark:text-slate-400`}>
        {live ? t('stock.live') : t('stock.atAnswer')}
      </td>
    </tr>
  );
}
