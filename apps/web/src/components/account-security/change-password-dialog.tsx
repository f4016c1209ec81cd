import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '@/api/account/account-security';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessage } from '@/lib/api-client';

/** Change Password: the current one, the new one twice; the account's other sessions are signed out. */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = confirm !== '' && confirm !== next;
  const close = () => {
    setCurrent('');
    setNext('');
    setConfirm('');
    setError(null);
    onOpenChange(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    setBusy(true);
    setError(null);
    try {
      const { signedOutSessions } = await changePassword({ currentPassword: current, newPassword: next });
      toast.success(t('accountSecurity.password.done', { count: signedOutSessions }));
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(value) => (value ? onOpenChange(true) : close())}
      title={t('accountSecurity.password.title')}
      description={t('accountSecurity.password.description')}
      closeLabel={t('common.close')}
      data-testid="change-password-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('accountSecurity.password.current')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={mismatch ? t('auth.passwordsDiffer') : null}
        />
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.passwordRule')}</p>
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy || mismatch || current === '' || next === ''}>
            {t('accountSecurity.password.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
