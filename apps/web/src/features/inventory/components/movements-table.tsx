import type { StockMovement } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';

const COLUMNS = ['when', 'kind', 'quantity', 'balance', 'lot', 'reason', 'reference', 'who'] as const;
const td = 'px-3 py-2';

/** The ledger, newest first: a signed quantity per movement and the stock after it. */
export function MovementsTable({ movements }: { movements: StockMovement[] }) {
  const { t } = useTranslation('inventory');
  const format = useFormat();
  if (movements.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('stockCard.noMovements')}</p>;
  }
  const signed = (quantity: number) =>
    quantity > 0 ? `+${format.number(quantity)}` : format.number(quantity);
  const dash = t('notAvailable');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="stock-card-ledger">
        <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {t(`stockCard.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {movements.map((movement) => (
            <tr key={movement.id} data-testid="movement-row" data-kind={movement.kind}>
              <td className={`${td} whitespace-nowrap`}>
                <time dateTime={movement.createdAt}>{format.date(movement.createdAt)}</time>
              </td>
              <td className={td}>{t(`kinds.${movement.kind}`)}</td>
              <td
                className={`${td} text-right font-medium tabular-nums ${movement.quantity < 0 ? 'text-red-800 dark:text-red-300' : 'text-green-800 dark:text-green-300'}`}
              >
                {signed(movement.quantity)}
              </td>
              <td className={`${td} text-right tabular-nums`}>{format.number(movement.balance)}</td>
              <td className={`${td} font-mono`}>{movement.lotNumber ?? dash}</td>
              <td className={td}>{movement.reason ?? dash}</td>
              <td className={td}>{movement.reference ?? dash}</td>
              <td className={td}>{movement.createdBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
