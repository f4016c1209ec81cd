import { useState } from 'react';
import { useSession } from '@/hooks/use-session';
import { useTranslation } from '@/lib/i18n';
import { ActiveSessionsDialog } from './account-security/active-sessions-dialog';
import { ChangePasswordDialog } from './account-security/change-password-dialog';
import { LoginHistoryDialog } from './account-security/login-history-dialog';
import { TwoFactorDialog } from './account-security/two-factor-dialog';
import { Button } from './ui/button';

type Action = 'password' | 'twoFactor' | 'sessions' | 'loginHistory';

/**
 * The signed-in account's security actions (spec 000 sections 2.8 and 2.9): Change Password, Enable 2FA (Disable
 * 2FA once on), and View Active Sessions on the profile or View Login History in the settings.
 */
export function AccountSecurityActions({
  labels,
  third,
}: {
  /** The spec's labels: Change Password, Enable 2FA, then the third action's. */
  labels: readonly [string, string, string];
  third: 'sessions' | 'loginHistory';
}) {
  const { t } = useTranslation();
  const { session } = useSession();
  const [open, setOpen] = useState<Action | null>(null);
  const dialog = (action: Action) => ({
    open: open === action,
    onOpenChange: (value: boolean) => setOpen(value ? action : null),
  });
  const twoFactorLabel = session?.account.twoFactor ? t('accountSecurity.twoFactor.turnOff') : labels[1];
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" onClick={() => setOpen('password')}>
        {labels[0]}
      </Button>
      <Button variant="secondary" onClick={() => setOpen('twoFactor')}>
        {twoFactorLabel}
      </Button>
      <Button variant="secondary" onClick={() => setOpen(third)}>
        {labels[2]}
      </Button>
      <ChangePasswordDialog {...dialog('password')} />
      <TwoFactorDialog {...dialog('twoFactor')} />
      {third === 'sessions' ? (
        <ActiveSessionsDialog {...dialog('sessions')} />
      ) : (
        <LoginHistoryDialog {...dialog('loginHistory')} />
      )}
    </div>
  );
}
