import { PRODUCT_CATEGORIES, type ProductCategory } from '@careledger/shared';
import { type ChangeEvent, useId } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { useTranslation } from '@/lib/i18n';
import { formatNumberForInput } from '@/lib/parse-number';
import type { ProductDraft, ProductNumberField } from '../lib/product-form';

const EXAMPLE_PRICE = 0.05;

interface ProductFieldsProps {
  draft: ProductDraft;
  onChange: (draft: ProductDraft) => void;
  disabled?: boolean;
  /** The number fields' messages, in words, shown beside them. */
  errors?: Partial<Record<ProductNumberField, string | null>>;
}

/** Name *, Description *, Category *, Price * (ETH), Inventory *, Image URL (spec 000 section 2.7). */
export function ProductFields({ draft, onChange, disabled, errors = {} }: ProductFieldsProps) {
  const { t } = useTranslation('marketplace');
  const descriptionId = useId();
  const { language } = useFieldErrors();
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    onChange({ ...draft, [key]: value });
  /** What every one-line field shares: its label, value, lock and edit. */
  const bind = (key: 'name' | 'price' | 'inventory' | 'imageUrl') => ({
    label: t(`productForm.${key}`),
    value: draft[key],
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField {...bind('name')} maxLength={120} />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <label
          htmlFor={descriptionId}
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          {t('productForm.description')}
        </label>
        <textarea
          id={descriptionId}
          value={draft.description}
          maxLength={2000}
          rows={3}
          disabled={disabled}
          onChange={(event) => set('description', event.target.value)}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
      </div>
      <SelectField
        label={t('productForm.category')}
        value={draft.category}
        disabled={disabled}
        onValueChange={(value) => set('category', value as ProductCategory)}
        options={PRODUCT_CATEGORIES.map((category) => ({
          value: category,
          label: t(`categories.${category}`),
        }))}
      />
      <NumberField
        {...bind('price')}
        placeholder={formatNumberForInput(EXAMPLE_PRICE, language)}
        error={errors.price}
      />
      <NumberField {...bind('inventory')} whole error={errors.inventory} />
      <TextField {...bind('imageUrl')} type="url" placeholder="https://" />
    </div>
  );
}
