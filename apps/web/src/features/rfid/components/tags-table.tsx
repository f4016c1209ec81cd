import type { RfidTag, RfidTagPage } from '@careledger/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-format';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { StatusBadge } from './status-badge';

interface TagsTableProps {
  query: UseQueryResult<RfidTagPage>;
  onPageChange: (page: number) => void;
  onView: (tag: RfidTag) => void;
  /** Absent for a role that may not edit tags: the row offers View only. */
  onEdit?: (tag: RfidTag) => void;
}

const COLUMNS = ['itemName', 'tagId', 'status', 'lastScan', 'location', 'actions'] as const;

export function TagsTable({ query, onPageChange, onView, onEdit }: TagsTableProps) {
  const { t } = useTranslation('rfid');
  const { date } = useFormat();
  const { data, isPending, isError, error, refetch } = query;
  if (isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (isError) {
    return <ErrorState message={errorMessage(error)} retryLabel={t('retry')} onRetry={() => refetch()} />;
  }
  if (data.items.length === 0)
    return <EmptyState title={t('tags.empty')} description={t('tags.emptyHint')} />;
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('tags.count', { count: data.total })}</p>
      <DataTable
        caption={t('tags.title')}
        columns={COLUMNS.map((column) => t(`tags.${column}`))}
        data-testid="rfid-tags-table"
      >
        {data.items.map((tag) => (
          <tr key={tag.tagId} data-testid="rfid-tag-row">
            <th scope="row" className="px-3 py-2 font-medium text-slate-900 dark:text-slate-50">
              {tag.itemName}
            </th>
            <td className="px-3 py-2 font-mono text-xs">{tag.tagId}</td>
            <td className="px-3 py-2">
              <StatusBadge status={tag.status} />
            </td>
            <td className="px-3 py-2 whitespace-nowrap">
              {tag.lastScan ? date(tag.lastScan) : t('tags.never')}
            </td>
            <td className="px-3 py-2">{tag.location ?? t('notAvailable')}</td>
            <td className="px-3 py-2">
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('tags.viewTag', { name: tag.itemName })}
                  onClick={() => onView(tag)}
                >
                  {t('tags.view')}
                </Button>
                {onEdit ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('tags.editTag', { name: tag.itemName })}
                    onClick={() => onEdit(tag)}
                  >
                    {t('tags.edit')}
                  </Button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={onPageChange} />
    </>
  );
}
