import { useState } from 'react';
import { useSupplies } from '@/api/inventory/get-supplies';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-paged-search';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import type { SuggestedItem } from '../lib/suggest-receiving-item';

/** How many matches the receive dialog offers at once; a search narrows the rest. */
const PICKER_PAGE_SIZE = 50;

interface InventoryItemPickerProps {
  value: string;
  onValueChange: (itemId: string) => void;
  /** Offered even when the search's first page does not hold it, so a preselected item shows its name. */
  suggested?: SuggestedItem | null;
}

/** A search box that narrows the items (server-side), and the list to choose one from. */
export function InventoryItemPicker({ value, onValueChange, suggested = null }: InventoryItemPickerProps) {
  const { t } = useTranslation('marketplace');
  const [search, setSearch] = useState('');
  // Inventory items to receive a delivered purchase into (the inventory's own list, read only).
  const items = useSupplies({
    search: useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS),
    pageSize: PICKER_PAGE_SIZE,
  });
  const listed = items.data?.items ?? [];
  const withSuggested =
    suggested && !search.trim() && !listed.some((item) => item.id === suggested.id)
      ? [suggested, ...listed]
      : listed;
  const options = withSuggested.map((item) => ({ value: String(item.id), label: item.name }));
  return (
    <div className="space-y-2">
      <Input
        type="search"
        aria-label={t('receive.search')}
        placeholder={t('receive.search')}
        value={search}
        onChange={(event) => {
          // A new search shows other items: the choice starts again.
          setSearch(event.target.value);
          onValueChange('');
        }}
      />
      {items.isPending ? (
        <Spinner label={t('loading')} />
      ) : items.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(items.error)}
        </p>
      ) : options.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('receive.noItems')}</p>
      ) : (
        <SelectField
          label={t('receive.item')}
          value={value}
          onValueChange={onValueChange}
          placeholder={t('receive.chooseItem')}
          options={options}
          data-testid="receive-item-picker"
        />
      )}
    </div>
  );
}
