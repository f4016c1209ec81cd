import { MEDICINE_SYMPTOMS_SHOWN, type Medicine, medicineStockColour } from '@careledger/shared';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/hooks/use-format';
import { useMedicineWords } from '@/hooks/use-medicine-words';
import { useTranslation } from '@/lib/i18n';
import { TEXT_TONE } from '@/lib/traffic-tone';
import { categoryKey } from '../lib/category-key';
import { MedicineStockBar } from './medicine-stock-bar';
import { PrescriptionBadge } from './prescription-badge';

/** One medicine of the inventory: price, stock and its bar, kind, and its first three uses. */
export function MedicineListItem({ medicine }: { medicine: Medicine }) {
  const { t } = useTranslation('medicine');
  const words = useMedicineWords();
  const { money } = useFormat();
  const id = useId();
  const stockColour = medicineStockColour(medicine.stockQuantity);
  const symptoms = medicine.symptomsTreated.slice(0, MEDICINE_SYMPTOMS_SHOWN);
  return (
    <li
      aria-labelledby={id}
      data-testid="medicine-item"
      data-medicine-id={medicine.id}
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={id} className="font-semibold text-slate-900 dark:text-slate-50">
            {medicine.name}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(categoryKey(medicine.category))} · {medicine.activeIngredient} {medicine.strength}
          </p>
        </div>
        <PrescriptionBadge prescriptionRequired={medicine.prescriptionRequired} />
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{medicine.description}</p>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-600 dark:text-slate-400">{t('inventory.price')}</dt>
          <dd className="font-medium tabular-nums">{money(medicine.price)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-600 dark:text-slate-400">{t('inventory.stock')}</dt>
          <dd
            className={`font-medium tabular-nums ${TEXT_TONE[stockColour]}`}
            data-testid="stock"
            data-colour={stockColour}
          >
            {medicine.stockQuantity} {medicine.unit}
          </dd>
        </div>
      </dl>
      <MedicineStockBar name={medicine.name} stock={medicine.stockQuantity} />
      {symptoms.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600 dark:text-slate-400">{t('inventory.symptoms')}</span>
          <ul className="flex flex-wrap gap-1.5" data-testid="treated-symptoms">
            {symptoms.map((key) => (
              <li key={key}>
                <Badge>{words.symptom(key)}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
