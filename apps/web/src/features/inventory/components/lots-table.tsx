import type { Lot } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';

const th = 'px-3 py-2 font-semibold';
const td = 'px-3 py-2';

export function LotsTable({ lots }: { lots: Lot[] }) {
  const { t } = useTranslation('inventory');
  const format = useFormat();
  if (lots.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('stockCard.noLots')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="stock-card-lots">
        <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400">
          <tr>
            <th scope="col" className={th}>
              {t('stockCard.lot')}
            </th>
            <th scope="col" className={th}>
              {t('supplies.columns.expiry')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('stockCard.quantity')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {lots.map((lot) => (
            <tr key={lot.id}>
              <td className={`${td} font-mono`}>{lot.lotNumber}</td>
              <td className={td}>{lot.expiry ? format.date(lot.expiry, 'date') : t('notAvailable')}</td>
              <td className={`${td} text-right tabular-nums`}>{format.number(lot.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
