import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { endSession, signOutOtherSessions, useActiveSessions } from '@/api/account/account-security';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/toast-store';
import { useFormat } from '@/hooks/use-format';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

/** View Active Sessions: where the account is signed in (browser, address, last seen); sign out any or all others. */
export function ActiveSessionsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const sessions = useActiveSessions(open);
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      toast.success(t('accountSecurity.sessions.ended'));
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions() });
    }
  };
  const items = sessions.data?.items ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('accountSecurity.sessions.title')}
      description={t('accountSecurity.sessions.description')}
      closeLabel={t('common.close')}
      size="lg"
      data-testid="active-sessions-dialog"
    >
      {sessions.isPending ? <Spinner label={t('common.loading')} /> : null}
      {sessions.isError ? <p role="alert">{errorMessage(sessions.error)}</p> : null}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
            data-testid="active-session"
          >
            <div className="min-w-0">
              <p className="truncate font-medium" title={session.device}>
                {session.device || t('accountSecurity.sessions.unknownDevice')}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('accountSecurity.sessions.seen', {
                  address: session.address,
                  when: format.date(session.lastSeenAt),
                })}
              </p>
            </div>
            {session.current ? (
              <span className="text-sm font-medium text-teal-800 dark:text-teal-200">
                {t('accountSecurity.sessions.current')}
              </span>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => void act(() => endSession(session.id))}
              >
                {t('accountSecurity.sessions.signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {items.some((s) => !s.current) ? (
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" disabled={busy} onClick={() => void act(signOutOtherSessions)}>
            {t('accountSecurity.sessions.signOutOthers')}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
