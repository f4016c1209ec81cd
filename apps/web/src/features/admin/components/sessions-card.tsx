import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { useAllSessions, useRevokeSession } from '../api/admin';
import { QueryState } from './query-state';
import { RevokeDialog, type RevokeTarget } from './revoke-dialog';

/** Every account's live sessions; Revoke signs one browser out at once (not your own: Sign Out does that). */
export function SessionsCard() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const sessions = useAllSessions();
  const revoke = useRevokeSession();
  const [target, setTarget] = useState<RevokeTarget | null>(null);
  const columns = ['account', 'device', 'address', 'lastSeen', 'actions'] as const;

  return (
    <Card aria-labelledby="admin-sessions-title" data-testid="admin-sessions">
      <CardHeader
        title={t('security.sessions.title')}
        titleId="admin-sessions-title"
        description={t('security.sessions.description')}
      />
      <CardContent>
        <QueryState query={sessions} loadError={t('security.sessions.loadError')} />
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
                          setTarget({
                            id: session.id,
                            title: t('security.sessions.confirm.title'),
                            description: t('security.sessions.confirm.description', {
                              name: session.accountName,
                              device,
                            }),
                          });
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
        <RevokeDialog
          target={target}
          revoke={revoke}
          doneText={t('security.sessions.confirm.done')}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </Card>
  );
}
