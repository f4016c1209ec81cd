import { readWriteOff, type StockMovement } from '@careledger/shared';
import { DataTable } from '@/components/ui/data-table';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';

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
    <DataTable columns={COLUMNS.map((column) => t(`stockCard.${column}`))} data-testid="stock-card-ledger">
      {movements.map((movement) => {
        const writeOff = readWriteOff(movement.reason);
        const reason = writeOff
          ? [t(`writeOff.reasons.${writeOff.reason}`), writeOff.note].filter(Boolean).join(' — ')
          : movement.reason;
        return (
          <tr key={movement.id} data-testid="movement-row" data-kind={writeOff ? 'write-off' : movement.kind}>
            <td className={`${td} whitespace-nowrap`}>
              <time dateTime={movement.createdAt}>{format.date(movement.createdAt)}</time>
            </td>
            <td className={td}>{writeOff ? t('writeOff.kind') : t(`kinds.${movement.kind}`)}</td>
            <td
              className={`${td} text-right font-medium tabular-nums ${movement.quantity < 0 ? 'text-red-800 dark:text-red-300' : 'text-green-800 dark:text-green-300'}`}
            >
              {signed(movement.quantity)}
            </td>
            <td className={`${td} text-right tabular-nums`}>{format.number(movement.balance)}</td>
            <td className={`${td} font-mono`}>{movement.lotNumber ?? dash}</td>
            <td className={td}>{reason ?? dash}</td>
            <td className={td}>{movement.reference ?? dash}</td>
            <td className={td}>{movement.createdBy}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
