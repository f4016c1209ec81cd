import { ITEM_CATEGORIES, type ItemCategory } from '@careledger/shared';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { useTranslation } from '@/lib/i18n';
import { camelKey } from '@/lib/keys';
import type { FieldErrors } from '@/lib/read-number-field';
import { useSuppliers } from '../api/get-suppliers';
import type { ItemDraft, ItemField } from '../lib/item-form';

interface ItemFieldsProps {
  draft: ItemDraft;
  onChange: (draft: ItemDraft) => void;
  /** Only a new item takes stock (its opening receipt) and a lot number; later stock changes are movements. */
  isNew: boolean;
  /** Each field's message, already in words; shown under its field. */
  errors?: Partial<Record<ItemField, string | null>>;
}

const ITEM_FIELDS: readonly ItemField[] = ['name', 'category', 'stock', 'threshold', 'supplierId', 'price'];

/** Each field's error in words, for ItemFields. */
export function useItemFieldErrors(fields: FieldErrors<ItemField> | undefined) {
  const { errorText } = useFieldErrors();
  return Object.fromEntries(ITEM_FIELDS.map((field) => [field, errorText(fields?.[field])]));
}

/** The item fields of spec 000 sections 2.5 and 5, shared by the add and edit dialogs. */
// Numbers are text read in the interface language (NumberField): whatever is typed reaches the validation,
// which answers beside the field.
export function ItemFields({ draft, onChange, isNew, errors = {} }: ItemFieldsProps) {
  const { t } = useTranslation('inventory');
  const { data: suppliers = [] } = useSuppliers();
  const set = (field: keyof ItemDraft) => (value: string) => onChange({ ...draft, [field]: value });
  const text = (field: keyof ItemDraft) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    error: errors[field as ItemField] ?? null,
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label={t('itemForm.name')} required autoComplete="off" {...text('name')} />
      </div>
      <SelectField
        label={t('itemForm.category')}
        value={draft.category}
        onValueChange={(value) => onChange({ ...draft, category: value as ItemCategory })}
        error={errors.category ?? null}
        options={ITEM_CATEGORIES.map((category) => ({
          value: category,
          label: t(`categories.${camelKey(category)}` as 'categories.other'),
        }))}
        data-testid="item-category"
      />
      <TextField label={t('itemForm.unit')} placeholder={t('itemForm.unitPlaceholder')} {...text('unit')} />
      {isNew ? <NumberField label={t('itemForm.stock')} whole required {...text('stock')} /> : null}
      <NumberField label={t('itemForm.threshold')} whole required {...text('threshold')} />
      <div className="space-y-1">
        <SelectField
          label={t('itemForm.supplier')}
          value={draft.supplierId}
          onValueChange={set('supplierId')}
          disabled={suppliers.length === 0}
          placeholder={t('itemForm.noSuppliers')}
          options={suppliers.map((supplier) => ({ value: String(supplier.id), label: supplier.name }))}
          error={errors.supplierId ?? null}
          data-testid="item-supplier"
        />
      </div>
      <NumberField label={t('itemForm.price')} required {...text('price')} />
      <TextField label={t('itemForm.expiry')} type="date" {...text('expiry')} />
      {isNew ? <TextField label={t('itemForm.lotNumber')} {...text('lotNumber')} /> : null}
    </div>
  );
}
