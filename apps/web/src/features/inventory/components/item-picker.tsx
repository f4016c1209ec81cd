import { useSupplies } from '@/api/inventory/get-supplies';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

/** The largest page the API serves: enough for a facility's item list in one picker. */
const PICKER_PAGE_SIZE = 200;

/** The items the picker offers (one cached query), for forms that also need their prices or units. */
export const usePickerItems = () => useSupplies({ pageSize: PICKER_PAGE_SIZE });

interface ItemPickerProps {
  value: string;
  onValueChange: (itemId: string) => void;
  /** A validation message shown under the picker. */
  error?: string | null;
}

export function ItemPicker({ value, onValueChange, error }: ItemPickerProps) {
  const { t } = useTranslation('inventory');
  const { data, isPending, isError, error: loadError } = usePickerItems();
  if (isPending) return <Spinner label={t('loading')} />;
  if (isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {errorMessage(loadError)}
      </p>
    );
  if (data.items.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t('movement.noItems')}</p>;
  const selected = data.items.find((item) => String(item.id) === value);
  return (
    <div className="space-y-1">
      <SelectField
        label={t('movement.item')}
        value={value}
        onValueChange={onValueChange}
        placeholder={t('movement.selectItem')}
        error={error}
        data-testid="item-picker"
        options={data.items.map((item) => ({ value: String(item.id), label: item.name }))}
      />
      {selected ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('movement.currentStock', { stock: selected.stock, unit: selected.unit })}
        </p>
      ) : null}
    </div>
  );
}
