import type { InventoryItem } from '@careledger/shared';
import { BadgeCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { camelKey } from '@/lib/keys';
import { useListItem } from '../lib/use-list-item';
import { ExpiryDate } from './expiry-date';
import { ExpiryStateBadge } from './expiry-state-badge';
import { StockProgress } from './stock-progress';
import { StockStatusBadge } from './stock-status-badge';

const ListItemDialog = lazyDialog(() => import('./list-item-dialog').then((m) => m.ListItemDialog));

interface SupplyRowProps {
  item: InventoryItem;
  /** Edit, Remove and List change the item (inventory.manage); View is a read. */
  canManage: boolean;
  onView: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

const cell = 'px-3 py-3 align-middle';

export function SupplyRow({ item, canManage, onView, onEdit, onRemove }: SupplyRowProps) {
  const { t } = useTranslation('inventory');
  const format = useFormat();
  const list = useListItem(item);
  return (
    <tr
      data-testid="supply-row"
      data-item-id={item.id}
      data-status={item.status}
      data-expiry-state={item.expiryState ?? undefined}
    >
      <th scope="row" className={`${cell} font-medium text-slate-900 dark:text-slate-100`}>
        {item.name}
      </th>
      <td className={cell}>{t(`categories.${camelKey(item.category)}` as 'categories.other')}</td>
      <td className={`${cell} min-w-32`}>
        <span className="block text-slate-900 dark:text-slate-100">
          {format.number(item.stock)}{' '}
          <span className="text-xs text-slate-600 dark:text-slate-400">{item.unit}</span>
        </span>
        <StockProgress stock={item.stock} threshold={item.threshold} status={item.status} className="mt-1" />
      </td>
      <td className={cell}>{format.number(item.threshold)}</td>
      <td className={`${cell} whitespace-nowrap`}>
        {item.expiry ? <ExpiryDate expiry={item.expiry} state={item.expiryState} /> : t('notAvailable')}
      </td>
      <td className={cell}>{item.supplierName ?? t('notAvailable')}</td>
      <td className={cell}>
        <div className="flex flex-wrap gap-1">
          <StockStatusBadge status={item.status} />
          {item.expiryState ? <ExpiryStateBadge state={item.expiryState} /> : null}
        </div>
      </td>
      <td className={`${cell} text-right tabular-nums`}>{format.money(item.price)}</td>
      <td className={cell}>
        {item.blockchainVerified ? (
          <span className="inline-flex items-center gap-1 text-green-800 dark:text-green-300">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('supplies.verified')}
          </span>
        ) : (
          <span className="text-slate-600 dark:text-slate-400">{t('supplies.notVerified')}</span>
        )}
      </td>
      <td className={cell}>
        <div className="flex gap-1">
          <Button size="sm" variant="ghost" onClick={onView}>
            {t('supplies.view')}
          </Button>
          {canManage ? (
            <>
              <Button size="sm" variant="ghost" onClick={onEdit}>
                {t('supplies.edit')}
              </Button>
              <Button size="sm" variant="ghost" onClick={onRemove}>
                {t('supplies.remove')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={list.open}
                disabled={list.isSyncing}
                aria-busy={list.isSyncing}
              >
                {list.isSyncing ? t('supplies.syncing') : t('supplies.list')}
              </Button>
            </>
          ) : null}
        </div>
        {canManage && list.isOpen ? <ListItemDialog item={item} list={list} /> : null}
      </td>
    </tr>
  );
}
