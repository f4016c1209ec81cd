import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useFormat } from '@/hooks/use-format';
import { errorMessage } from '@/lib/api-client';
import { useAllSessions, useRevokeSession } from '../api/admin';

interface Target {
  id: string;
  name: string;
  device: string;
}

/** Every account's live sessions; Revoke signs one browser out at once (not your own: Sign Out does that). */
export function SessionsCard() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const sessions = useAllSessions();
  const revoke = useRevokeSession();
  const [target, setTarget] = useState<Target | null>(null);
  const columns = ['account', 'device', 'address', 'lastSeen', 'actions'] as const;

  const confirm = () => {
    if (!target) return;
    revoke.mutate(target.id, {
      onSuccess: () => {
        toast.success(t('security.sessions.confirm.done'));
        setTarget(null);
      },
    });
  };

  return (
    <Card aria-labelledby="admin-sessions-title" data-testid="admin-sessions">
      <CardHeader
        title={t('security.sessions.title')}
        titleId="admin-sessions-title"
        description={t('security.sessions.description')}
      />
      <CardContent>
        {sessions.isPending ? <Spinner label={tc('common.loading')} /> : null}
        {sessions.isError ? (
          <ErrorState
            message={`${t('security.sessions.loadError')} ${errorMessage(sessions.error)}`}
            retryLabel={t('security.retry')}
            onRetry={() => void sessions.refetch()}
          />
        ) : null}
        {sessions.data ? (
          <DataTable
            caption={t('security.sessions.caption')}
            columns={columns.map((column) => t(`security.sessions.columns.${column}`))}
          >
            {sessions.data.items.map((session) => {
              const device = session.device || t('security.sessions.unknownDevice');
              return (
                <tr key={session.id} data-testid="admin-session-row">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {session.accountName}
                    <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                      {session.accountEmail}
                    </span>
                  </th>
                  <td className="max-w-64 truncate px-3 py-2" title={device}>
                    {device}
                  </td>
                  <td className="px-3 py-2">{session.address}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{format.date(session.lastSeenAt)}</td>
                  <td className="px-3 py-2">
                    {session.current ? (
                      <span className="text-sm font-medium text-teal-800 dark:text-teal-200">
                        {t('security.sessions.current')}
                      </span>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('security.sessions.revokeLabel', { name: session.accountName, device })}
                        onClick={() => {
                          revoke.reset();
                          setTarget({ id: session.id, name: session.accountName, device });
                        }}
                      >
                        {t('security.sessions.revoke')}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </DataTable>
        ) : null}
      </CardContent>
      {target ? (
        <ConfirmDialog
          open
          title={t('security.sessions.confirm.title')}
          description={t('security.sessions.confirm.description', {
            name: target.name,
            device: target.device,
          })}
          confirmLabel={t('security.sessions.confirm.confirm')}
          pendingLabel={t('security.sessions.confirm.pending')}
          cancelLabel={tc('common.cancel')}
          closeLabel={tc('common.close')}
          onConfirm={confirm}
          onCancel={() => setTarget(null)}
          isPending={revoke.isPending}
          error={revoke.error ? errorMessage(revoke.error) : null}
          variant="danger"
        />
      ) : null}
    </Card>
  );
}
