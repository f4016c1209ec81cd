import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ScreenLoadState } from '@/components/ui/screen-load-state';
import { useFormat } from '@/hooks/use-format';
import { useSession } from '@/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useAccounts } from '../api/admin';
import { type Invitation, invitationLink } from '../lib/invitation';
import { type AccountAction, AccountActionDialog } from './account-action-dialog';
import { InviteDialog } from './invite-dialog';
import { SecretDialog } from './secret-dialog';
import { UsersTable } from './users-table';

/** /admin/users: the facility's accounts (users.manage). */
export function UsersScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { session } = useSession();
  const accounts = useAccounts();
  const [isInviting, setIsInviting] = useState(false);
  const [action, setAction] = useState<AccountAction | null>(null);
  // The only time the link exists outside the invited person's inbox: it is never fetched again.
  const [invitation, setInvitation] = useState<Invitation | null>(null);

  if (!accounts.data) {
    return (
      <ScreenLoadState
        title={t('users.title')}
        description={t('users.subtitle')}
        isPending={accounts.isPending}
        loadingLabel={t('users.loading')}
        errorMessage={`${t('users.loadError')} ${errorMessage(accounts.error)}`}
        retryLabel={t('users.retry')}
        onRetry={() => void accounts.refetch()}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('users.title')}
        description={t('users.subtitle')}
        actions={
          <Button onClick={() => setIsInviting(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('users.invite')}
          </Button>
        }
      />
      <Card>
        <CardContent>
          <UsersTable accounts={accounts.data.items} currentId={session?.account.id} onAction={setAction} />
        </CardContent>
      </Card>
      {isInviting ? (
        <InviteDialog
          onClose={() => setIsInviting(false)}
          onInvited={(made) => {
            setIsInviting(false);
            setInvitation(made);
          }}
        />
      ) : null}
      {action ? (
        <AccountActionDialog action={action} onClose={() => setAction(null)} onInvited={setInvitation} />
      ) : null}
      {invitation ? (
        <SecretDialog
          title={t('invite.linkTitle', { name: invitation.name })}
          description={t('invite.linkDescription', {
            email: invitation.email,
            expires: format.date(invitation.expiresAt),
          })}
          label={t('invite.linkLabel')}
          value={invitationLink(invitation.token)}
          copyLabel={t('invite.copy')}
          copiedText={t('invite.copied')}
          doneLabel={t('invite.done')}
          onClose={() => setInvitation(null)}
          data-testid="invitation-link-dialog"
        />
      ) : null}
    </>
  );
}
