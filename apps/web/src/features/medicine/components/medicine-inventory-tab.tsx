import { MEDICINE_CATEGORIES } from '@careledger/shared';
import { useId, useState } from 'react';
import { useMedicines } from '@/api/medicine/get-medicines';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { categoryKey, parseCategory } from '../lib/category-key';
import { MedicineListItem } from './medicine-list-item';

const PAGE_SIZE = 20;
const ALL = 'all';

/** Medicine Inventory: the stocked medicines by name or active ingredient and category, with live stock. */
export function MedicineInventoryTab() {
  const { t } = useTranslation('medicine');
  const id = useId();
  const { search, setSearch, searchQuery, page, setPage, resetPage } = usePagedSearch();
  const [category, setCategory] = useState<string>(ALL);
  const query = { search: searchQuery, category: parseCategory(category), page, pageSize: PAGE_SIZE };
  const { data, isPending, isError, error, refetch, isFetching } = useMedicines(query);

  function list() {
    if (isPending)
      return (
        <div className="flex justify-center py-10">
          <Spinner label={t('inventory.loading')} />
        </div>
      );
    if (isError)
      return <ErrorState message={errorMessage(error)} retryLabel={t('retry')} onRetry={() => refetch()} />;
    if (data.items.length === 0)
      return <EmptyState title={t('inventory.empty')} description={t('inventory.emptyHint')} />;
    return (
      <>
        <ul className="space-y-3" aria-labelledby={id} data-testid="medicine-list">
          {data.items.map((medicine) => (
            <MedicineListItem key={medicine.id} medicine={medicine} />
          ))}
        </ul>
        <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
      </>
    );
  }

  return (
    <Card aria-labelledby={id}>
      <CardHeader title={t('inventory.title')} titleId={id} />
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-56 flex-1">
            <TextField
              type="search"
              label={t('inventory.search')}
              placeholder={t('inventory.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="w-52">
            <SelectField
              label={t('inventory.category')}
              value={category}
              onValueChange={(value) => {
                setCategory(value);
                resetPage();
              }}
              options={[
                { value: ALL, label: t('inventory.allCategories') },
                ...MEDICINE_CATEGORIES.map((value) => ({ value, label: t(categoryKey(value)) })),
              ]}
            />
          </div>
          {isFetching && data ? <Spinner label={t('inventory.loading')} className="mb-2" /> : null}
        </div>
        {list()}
      </CardContent>
    </Card>
  );
}
