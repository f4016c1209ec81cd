import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { SwitchField } from '@/components/ui/switch-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/i18n';
import { checkFilters, NO_FILTERS, type ProductFilters, trimFilters } from '../lib/product-filters';

interface FiltersPanelProps {
  id: string;
  applied: ProductFilters;
  onApply: (filters: ProductFilters) => void;
}

/** Price range (ETH), In stock only, Verified only: edited as a draft, applied together. */
export function FiltersPanel({ id, applied, onApply }: FiltersPanelProps) {
  const { t } = useTranslation('marketplace');
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const filters = trimFilters(draft);
    const found = checkFilters(filters);
    if (found) {
      setProblem(t(`filters.${found}`));
      return;
    }
    setProblem(null);
    onApply(filters);
  };

  const clear = () => {
    setDraft(NO_FILTERS);
    setProblem(null);
    onApply(NO_FILTERS);
  };

  return (
    <form
      id={id}
      aria-label={t('filters.title')}
      onSubmit={apply}
      noValidate
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <TextField
        label={t('filters.minPrice')}
        inputMode="decimal"
        placeholder="0.00"
        value={draft.minPrice}
        onChange={(event) => setDraft({ ...draft, minPrice: event.target.value })}
      />
      <TextField
        label={t('filters.maxPrice')}
        inputMode="decimal"
        placeholder="0.00"
        value={draft.maxPrice}
        onChange={(event) => setDraft({ ...draft, maxPrice: event.target.value })}
      />
      <SwitchField
        label={t('filters.inStock')}
        checked={draft.inStock}
        onCheckedChange={(inStock) => setDraft({ ...draft, inStock })}
      />
      <SwitchField
        label={t('filters.verified')}
        checked={draft.verified}
        onCheckedChange={(verified) => setDraft({ ...draft, verified })}
      />
      {problem ? (
        <div className="sm:col-span-2 lg:col-span-4">
          <FieldMessage id={`${id}-problem`}>{problem}</FieldMessage>
        </div>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button variant="secondary" onClick={clear}>
          {t('filters.clear')}
        </Button>
        <Button type="submit">{t('filters.apply')}</Button>
      </div>
    </form>
  );
}
