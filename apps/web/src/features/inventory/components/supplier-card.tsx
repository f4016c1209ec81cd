import type { Supplier } from '@careledger/shared';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';

/** A supplier's contact and ordering terms; Edit only when the caller passes onEdit (inventory.manage). */
export function SupplierCard({ supplier, onEdit }: { supplier: Supplier; onEdit?: () => void }) {
  const { t } = useTranslation('inventory');
  const { number } = useFormat();
  const rows: [string, string][] = [
    [t('suppliers.email'), supplier.email],
    [t('suppliers.phone'), supplier.phone || t('notAvailable')],
    [t('suppliers.address'), supplier.address || t('notAvailable')],
    [t('suppliers.defaultOrderQuantity'), number(supplier.defaultOrderQuantity)],
    [t('suppliers.minimumOrderQuantity'), number(supplier.minimumOrderQuantity)],
    [t('suppliers.leadTime'), t('suppliers.leadTimeDays', { days: supplier.leadTimeDays })],
  ];
  const titleId = `supplier-${supplier.id}-name`;
  return (
    <li
      data-testid="supplier-row"
      data-supplier-id={supplier.id}
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900 dark:text-slate-50">
          {supplier.name}
        </h3>
        {onEdit ? (
          <Button size="sm" variant="secondary" onClick={onEdit}>
            {t('suppliers.edit')}
          </Button>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="break-words text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
