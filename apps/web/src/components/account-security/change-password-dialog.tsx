import { type FormEvent, useState } from 'react';
import { changePassword } from '@/api/account/account-security';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

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
  const { mismatch } = useNewPassword(next, confirm);
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
        <NewPasswordFields password={next} confirm={confirm} onPassword={setNext} onConfirm={setConfirm} />
        <FormError message={error} />
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
