import { ITEM_CATEGORIES, type ItemCategory } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { camelKey } from '@/lib/keys';
import { useSuppliers } from '../api/get-suppliers';
import type { ItemDraft } from '../lib/item-form';

interface ItemFieldsProps {
  draft: ItemDraft;
  onChange: (draft: ItemDraft) => void;
  /** Only a new item takes stock (its opening receipt) and a lot number; later stock changes are movements. */
  isNew: boolean;
}

/** The item fields of spec 000 sections 2.5 and 5, shared by the add and edit dialogs. */
// Stock and threshold are text with a numeric keyboard, not number inputs: whatever is typed reaches the
// validation, which answers with the spec's own message.
export function ItemFields({ draft, onChange, isNew }: ItemFieldsProps) {
  const { t } = useTranslation('inventory');
  const { data: suppliers = [] } = useSuppliers();
  const set = (field: keyof ItemDraft) => (value: string) => onChange({ ...draft, [field]: value });
  const text = (field: keyof ItemDraft) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
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
        options={ITEM_CATEGORIES.map((category) => ({
          value: category,
          label: t(`categories.${camelKey(category)}` as 'categories.other'),
        }))}
        data-testid="item-category"
      />
      <TextField label={t('itemForm.unit')} placeholder={t('itemForm.unitPlaceholder')} {...text('unit')} />
      {isNew ? (
        <TextField label={t('itemForm.stock')} inputMode="numeric" required {...text('stock')} />
      ) : null}
      <TextField label={t('itemForm.threshold')} inputMode="numeric" required {...text('threshold')} />
      <div className="space-y-1">
        <SelectField
          label={t('itemForm.supplier')}
          value={draft.supplierId}
          onValueChange={set('supplierId')}
          disabled={suppliers.length === 0}
          placeholder={t('itemForm.noSuppliers')}
          options={suppliers.map((supplier) => ({ value: String(supplier.id), label: supplier.name }))}
          data-testid="item-supplier"
        />
      </div>
      <TextField
        label={t('itemForm.price')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
        {...text('price')}
      />
      <TextField label={t('itemForm.expiry')} type="date" {...text('expiry')} />
      {isNew ? <TextField label={t('itemForm.lotNumber')} {...text('lotNumber')} /> : null}
    </div>
  );
}
