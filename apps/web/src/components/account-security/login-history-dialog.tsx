import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { LoginHistoryList } from './login-history-list';

/** View Login History (the settings' Security tab): the account's sign-in attempts in a dialog. */
export function LoginHistoryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('accountSecurity.history.title')}
      closeLabel={t('common.close')}
      size="lg"
      data-testid="login-history-dialog"
    >
      <LoginHistoryList enabled={open} />
    </Dialog>
  );
}
