import { EXPIRY_STATES, type InventoryItem, STOCK_STATUSES } from '@careledger/shared';
import { useSupplies } from '@/api/inventory/get-supplies';
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
import { parseStatusFilter, useStatusFilter } from '../lib/use-status-filter';
import { SupplyRow } from './supply-row';

const PAGE_SIZE = 20;
const ALL = 'all';

interface SuppliesTableProps {
  onView: (item: InventoryItem) => void;
  onEdit: (item: InventoryItem) => void;
  onRemove: (item: InventoryItem) => void;
}

const COLUMNS = [
  'name',
  'category',
  'stock',
  'threshold',
  'expiry',
  'supplier',
  'status',
  'price',
  'verified',
  'actions',
] as const;

export function SuppliesTable({ onView, onEdit, onRemove }: SuppliesTableProps) {
  const { t } = useTranslation('inventory');
  // Asked once for the page, not per row.
  const canManage = useCan('inventory.manage');
  const { search, setSearch, searchQuery, page, setPage, resetPage } = usePagedSearch();
  const { status, setStatus } = useStatusFilter();
  const query = {
    search: searchQuery,
    status,
    page,
    pageSize: PAGE_SIZE,
  };
  const { data, isPending, isError, error, refetch, isFetching } = useSupplies(query);

  return (
    <div className="space-y-4">
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
            label={t('supplies.statusFilter')}
            value={status ?? ALL}
            onValueChange={(value) => {
              setStatus(parseStatusFilter(value));
              resetPage();
            }}
            options={[
              { value: ALL, label: t('supplies.allStatuses') },
              ...STOCK_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
              { value: 'restock', label: t('supplies.restockFilter') },
              ...EXPIRY_STATES.map((value) => ({ value, label: t(`expiryState.${value}`) })),
            ]}
          />
        </div>
        {isFetching && data ? <Spinner label={t('supplies.loading')} className="mb-2" /> : null}
      </div>
      {isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('supplies.loading')} />
        </div>
      ) : isError ? (
        <ErrorState message={errorMessage(error)} retryLabel={t('retry')} onRetry={() => refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState title={t('supplies.empty')} description={t('supplies.emptyHint')} />
      ) : (
        <>
          <DataTable
            caption={t('supplies.title')}
            columns={COLUMNS.map((column) => t(`supplies.columns.${column}`))}
            data-testid="supplies-table"
          >
            {data.items.map((item) => (
              <SupplyRow
                key={item.id}
                item={item}
                canManage={canManage}
                onView={() => onView(item)}
                onEdit={() => onEdit(item)}
                onRemove={() => onRemove(item)}
              />
            ))}
          </DataTable>
          {data.totalIsCapped && (
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="supplies-capped">
              {t('supplies.capped', { count: data.total })}
            </p>
          )}
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
