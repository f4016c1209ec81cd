import { ACCOUNT_ROLES, type Account, type AccountRole } from '@careledger/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Select } from '@/components/ui/select';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import type { AccountAction } from './account-action-dialog';

type Status = 'active' | 'invited' | 'disabled';
const STATUS_TONE: Record<Status, BadgeTone> = { active: 'success', invited: 'info', disabled: 'neutral' };

export function accountStatus(account: Account): Status {
  if (account.disabled) return 'disabled';
  return account.invited ? 'invited' : 'active';
}

/**
 * Every account with its role, status, 2FA and last sign-in. Choosing a role or an action asks first (the
 * screen's AccountActionDialog). Your own row has no role or disable control: the server refuses both, so
 * the last admin cannot lock everyone out.
 */
export function UsersTable({
  accounts,
  currentId,
  onAction,
}: {
  accounts: readonly Account[];
  currentId: string | undefined;
  onAction: (action: AccountAction) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const roleOptions = ACCOUNT_ROLES.map((value) => ({ value, label: tc(`roles.${value}`) }));
  const columns = ['name', 'email', 'role', 'status', 'twoFactor', 'lastSignIn', 'actions'] as const;
  return (
    <DataTable
      caption={t('users.caption')}
      columns={columns.map((column) => t(`users.columns.${column}`))}
      data-testid="users-table"
    >
      {accounts.map((account) => {
        const status = accountStatus(account);
        const isSelf = account.id === currentId;
        return (
          <tr key={account.id} data-testid="user-row">
            <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
              {account.name} {isSelf ? <Badge tone="brand">{t('users.you')}</Badge> : null}
            </th>
            <td className="px-3 py-2">{account.email}</td>
            <td className="min-w-48 px-3 py-2">
              {isSelf ? (
                tc(`roles.${account.role}`)
              ) : (
                <Select
                  value={account.role}
                  options={roleOptions}
                  aria-label={t('users.roleOf', { name: account.name })}
                  onValueChange={(role) =>
                    role === account.role
                      ? undefined
                      : onAction({ kind: 'role', account, role: role as AccountRole })
                  }
                />
              )}
            </td>
            <td className="px-3 py-2">
              <Badge tone={STATUS_TONE[status]}>{t(`users.status.${status}`)}</Badge>
            </td>
            <td className="px-3 py-2">
              {account.twoFactor ? t('users.twoFactor.on') : t('users.twoFactor.off')}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">
              {account.lastSignInAt ? format.date(account.lastSignInAt) : t('users.never')}
            </td>
            <td className="px-3 py-2">
              <div className="flex flex-wrap gap-2">
                {isSelf ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onAction({ kind: account.disabled ? 'enable' : 'disable', account })}
                  >
                    {account.disabled ? t('users.actions.enable') : t('users.actions.disable')}
                  </Button>
                )}
                {account.twoFactor && !isSelf ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onAction({ kind: 'resetTwoFactor', account })}
                  >
                    {t('users.actions.resetTwoFactor')}
                  </Button>
                ) : null}
                {account.invited && !account.disabled ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onAction({ kind: 'reinvite', account })}
                  >
                    {t('users.actions.reinvite')}
                  </Button>
                ) : null}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
