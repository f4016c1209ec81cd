import type { RfidCoverageFilter } from '@careledger/shared';
import { useState } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { useCan } from '@/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useSupplies } from '../api/get-supplies';
import { SupplyRow } from './supply-row';

const PAGE_SIZE = 20;
const ALL = 'all';
const COLUMNS = ['name', 'supplier', 'stock', 'tag'] as const;

/**
 * Supplies tab: every supply with a Has RFID or No RFID badge (spec 001), and Add tag for those without when
 * the role may write tags (rfid.manage).
 */
export function SuppliesTab() {
  const { t } = useTranslation('rfid');
  const { search, setSearch, searchQuery, page, setPage, resetPage } = usePagedSearch();
  // Asked once for the page, not per row.
  const canAddTag = useCan('rfid.manage');
  const [coverage, setCoverage] = useState<RfidCoverageFilter | typeof ALL>(ALL);
  const { data, isPending, isError, error, refetch } = useSupplies({
    search: searchQuery,
    coverage: coverage === ALL ? undefined : coverage,
    page,
    pageSize: PAGE_SIZE,
  });

  return (
    <Card aria-labelledby="rfid-supplies-title">
      <CardHeader title={t('supplies.title')} titleId="rfid-supplies-title" />
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-56 flex-1">
            <TextField
              type="search"
              label={t('supplies.search')}
              placeholder={t('supplies.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="w-48">
            <SelectField
              label={t('supplies.filter')}
              value={coverage}
              onValueChange={(value) => {
                setCoverage(value as RfidCoverageFilter | typeof ALL);
                resetPage();
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
            <DataTable
              caption={t('supplies.title')}
              columns={COLUMNS.map((column) => t(`supplies.${column}`))}
              data-testid="rfid-supplies-table"
            >
              {data.items.map((supply) => (
                <SupplyRow key={supply.itemId} supply={supply} canAddTag={canAddTag} />
              ))}
            </DataTable>
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
