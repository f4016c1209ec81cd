import type { AuditEntry } from '@careledger/shared';
import { useState } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/admin';
import { QueryState } from './query-state';

/** The audit log, a page at a time, newest first. It is read-only here as in the database. */
export function AuditLogCard() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);
  const columns = ['at', 'actor', 'action', 'result', 'address'] as const;

  const actorName = (actor: AuditEntry['actor']) => {
    if (actor.kind === 'anonymous') return t('security.audit.anonymous');
    if (actor.kind === 'token') return t('security.audit.token', { name: actor.name ?? '' });
    return actor.name ?? t('security.audit.removed');
  };

  return (
    <Card aria-labelledby="admin-audit-title" data-testid="audit-log">
      <CardHeader
        title={t('security.audit.title')}
        titleId="admin-audit-title"
        description={t('security.audit.description')}
      />
      <CardContent className="space-y-4">
        <QueryState query={audit} loadError={t('security.audit.loadError')} />
        {audit.data && audit.data.total === 0 ? <EmptyState title={t('security.audit.empty')} /> : null}
        {audit.data && audit.data.total > 0 ? (
          <>
            <DataTable
              caption={t('security.audit.caption')}
              columns={columns.map((column) => t(`security.audit.columns.${column}`))}
            >
              {audit.data.items.map((entry) => (
                <tr key={entry.id} data-testid="audit-row">
                  <td className="px-3 py-2 whitespace-nowrap">{format.date(entry.at)}</td>
                  <td className="px-3 py-2">{actorName(entry.actor)}</td>
                  <td className="px-3 py-2 font-mono text-xs break-all">
                    {entry.method} {entry.path}
                  </td>
                  <td className="px-3 py-2">{entry.status}</td>
                  <td className="px-3 py-2">{entry.address}</td>
                </tr>
              ))}
            </DataTable>
            <Pagination
              page={page}
              pageSize={AUDIT_PAGE_SIZE}
              total={audit.data.total}
              onPageChange={setPage}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
