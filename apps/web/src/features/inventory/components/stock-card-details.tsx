import type { InventoryItem } from '@careledger/shared';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { camelKey } from '@/lib/keys';
import { StockStatusBadge } from './stock-status-badge';

export function StockCardDetails({ item }: { item: InventoryItem }) {
  const { t } = useTranslation('inventory');
  const format = useFormat();
  const rows: [string, React.ReactNode][] = [
    [t('supplies.columns.category'), t(`categories.${camelKey(item.category)}` as 'categories.other')],
    [t('supplies.columns.stock'), `${format.number(item.stock)} ${item.unit}`],
    [t('supplies.columns.threshold'), format.number(item.threshold)],
    [t('supplies.columns.status'), <StockStatusBadge key="status" status={item.status} />],
    [t('supplies.columns.expiry'), item.expiry ? format.date(item.expiry, 'date') : t('notAvailable')],
    [t('supplies.columns.supplier'), item.supplierName ?? t('notAvailable')],
    [t('supplies.columns.price'), format.money(item.price)],
    [t('stockCard.rfid'), item.rfidTag ?? t('notAvailable')],
    [
      t('supplies.columns.verified'),
      item.blockchainVerified ? t('supplies.verified') : t('supplies.notVerified'),
    ],
  ];
  return (
    <section aria-labelledby="stock-card-details">
      <h3 id="stock-card-details" className="mb-2 font-semibold">
        {t('stockCard.details')}
      </h3>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
