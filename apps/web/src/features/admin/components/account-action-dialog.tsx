import type { Account, AccountRole } from '@careledger/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast/use-toasts';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useReinviteAccount, useResetTwoFactor, useUpdateAccount } from '../api/admin';
import type { Invitation } from '../lib/invitation';

/** A change to one account, asked before it is made. */
export type AccountAction =
  | { kind: 'role'; account: Account; role: AccountRole }
  | { kind: 'disable' | 'enable' | 'resetTwoFactor' | 'reinvite'; account: Account };

/**
 * Confirms and makes one account change. A refusal (the last admin, your own role) stays in the dialog as the
 * server's sentence; a new invitation link is handed to the screen, which shows it once.
 */
export function AccountActionDialog({
  action,
  onClose,
  onInvited,
}: {
  action: AccountAction;
  onClose: () => void;
  onInvited: (invitation: Invitation) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const update = useUpdateAccount();
  const resetTwoFactor = useResetTwoFactor();
  const reinvite = useReinviteAccount();
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { account } = action;
  const words = {
    name: account.name,
    role: action.kind === 'role' ? tc(`roles.${action.role}`) : '',
  };

  const perform = async () => {
    switch (action.kind) {
      case 'role':
        return update.mutateAsync({ id: account.id, role: action.role });
      case 'disable':
      case 'enable':
        return update.mutateAsync({ id: account.id, disabled: action.kind === 'disable' });
      case 'resetTwoFactor':
        return resetTwoFactor.mutateAsync(account.id);
      case 'reinvite': {
        const { inviteToken, expiresAt } = await reinvite.mutateAsync(account.id);
        onInvited({ name: account.name, email: account.email, token: inviteToken, expiresAt });
        return;
      }
    }
  };
  const confirm = async () => {
    setIsPending(true);
    setError(null);
    try {
      await perform();
      toast.success(t(`users.confirm.${action.kind}.done`, words));
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setIsPending(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title={t(`users.confirm.${action.kind}.title`, words)}
      description={t(`users.confirm.${action.kind}.description`, words)}
      confirmLabel={t(`users.confirm.${action.kind}.confirm`)}
      pendingLabel={t(`users.confirm.${action.kind}.pending`)}
      cancelLabel={tc('common.cancel')}
      closeLabel={tc('common.close')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      isPending={isPending}
      error={error}
      variant={action.kind === 'disable' || action.kind === 'resetTwoFactor' ? 'danger' : 'primary'}
      data-testid="account-action-dialog"
    />
  );
}
