import type { RfidCoverageFilter } from '@careledger/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api-client';
import { useSupplies } from '../api/get-supplies';
import { SearchField } from './search-field';
import { SupplyRow } from './supply-row';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';
const COLUMNS = ['name', 'supplier', 'stock', 'tag'] as const;

/** Supplies tab: every supply with a Has RFID or No RFID badge (spec 001), and Add tag for those without. */
export function SuppliesTab() {
  const { t } = useTranslation('rfid');
  const [search, setSearch] = useState('');
  const [coverage, setCoverage] = useState<RfidCoverageFilter | typeof ALL>(ALL);
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError, error, refetch } = useSupplies({
    search: debouncedSearch || undefined,
    coverage: coverage === ALL ? undefined : coverage,
    page,
    pageSize: PAGE_SIZE,
  });

  return (
    <Card aria-labelledby="rfid-supplies-title">
      <CardHeader title={t('supplies.title')} titleId="rfid-supplies-title" />
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <SearchField
            id="rfid-supplies-search"
            label={t('supplies.search')}
            placeholder={t('supplies.searchPlaceholder')}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          <div className="w-48 space-y-1.5">
            <label
              htmlFor="rfid-supplies-coverage"
              className="block text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              {t('supplies.filter')}
            </label>
            <Select
              id="rfid-supplies-coverage"
              value={coverage}
              onValueChange={(value) => {
                setCoverage(value as RfidCoverageFilter | typeof ALL);
                setPage(1);
              }}
              options={[
                { value: ALL, label: t('supplies.all') },
                { value: 'with', label: t('supplies.with') },
                { value: 'without', label: t('supplies.without') },
              ]}
            />
          </div>
        </div>
        {isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label={t('loading')} />
          </div>
        ) : isError ? (
          <ErrorState message={errorMessage(error)} retryLabel={t('retry')} onRetry={() => refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState title={t('supplies.empty')} description={t('supplies.emptyHint')} />
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="rfid-supplies-table">
                <caption className="sr-only">{t('supplies.title')}</caption>
                <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400">
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                        {t(`supplies.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {data.items.map((supply) => (
                    <SupplyRow key={supply.itemId} supply={supply} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
