import type { Lot } from '@careledger/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/hooks/use-format';
import { useCan } from '@/hooks/use-session';
import { useTranslation } from '@/lib/i18n';
import { WriteOffLotDialog } from './write-off-lot-dialog';

const th = 'px-3 py-2 font-semibold';
const td = 'px-3 py-2';

interface LotsTableProps {
  itemId: number;
  unit: string;
  lots: Lot[];
  /** YYYY-MM-DD; a lot whose expiry is before it is expired. */
  today?: string;
}

/**
 * Lots on hand, soonest expiry first; an expired lot is marked, and any lot can be written off by a role with
 * inventory.manage (for others the actions column is left out, not left empty).
 */
export function LotsTable({
  itemId,
  unit,
  lots,
  today = new Date().toISOString().slice(0, 10),
}: LotsTableProps) {
  const { t } = useTranslation('inventory');
  const format = useFormat();
  const canWriteOff = useCan('inventory.manage');
  const [writingOff, setWritingOff] = useState<Lot | null>(null);
  if (lots.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('stockCard.noLots')}</p>;
  const isExpired = (lot: Lot) => lot.expiry !== null && lot.expiry < today;
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
            {canWriteOff ? (
              <th scope="col" className={th}>
                <span className="sr-only">{t('writeOff.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {lots.map((lot) => (
            <tr key={lot.id} data-testid="lot-row" data-expired={isExpired(lot) || undefined}>
              <td className={`${td} font-mono`}>{lot.lotNumber}</td>
              <td className={td}>
                {lot.expiry ? format.date(lot.expiry, 'date') : t('notAvailable')}
                {isExpired(lot) ? (
                  <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
                    {t('writeOff.expired')}
                  </span>
                ) : null}
              </td>
              <td className={`${td} text-right tabular-nums`}>{format.number(lot.quantity)}</td>
              {canWriteOff ? (
                <td className={`${td} text-right`}>
                  <Button
                    variant={isExpired(lot) ? 'danger' : 'secondary'}
                    size="sm"
                    onClick={() => setWritingOff(lot)}
                    aria-label={t('writeOff.action', { lot: lot.lotNumber })}
                  >
                    {t('writeOff.button')}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {writingOff ? (
        <WriteOffLotDialog
          itemId={itemId}
          unit={unit}
          lot={writingOff}
          expired={isExpired(writingOff)}
          onClose={() => setWritingOff(null)}
        />
      ) : null}
    </div>
  );
}
