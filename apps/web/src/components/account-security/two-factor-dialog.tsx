import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from '@/api/account/account-security';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useSession } from '@/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

type Enrolment = { secret: string; qrSvg: string };

/**
 * Enable 2FA: scan the QR code (or type the secret), enter the app's code, keep the recovery codes shown once.
 * With 2FA on, the same dialog turns it off with the password.
 */
export function TwoFactorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const isOn = session?.account.twoFactor ?? false;
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open || isOn || enrolment || codes) return;
    startTwoFactor()
      .then(setEnrolment)
      .catch((failure: unknown) => setError(errorMessage(failure)));
  }, [open, isOn, enrolment, codes]);

  const close = () => {
    setEnrolment(null);
    setCodes(null);
    setValue('');
    setError(null);
    onOpenChange(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (isOn) {
        await disableTwoFactor(value);
        toast.success(t('accountSecurity.twoFactor.off'));
        await queryClient.invalidateQueries({ queryKey: queryKeys.session() });
        close();
      } else {
        const result = await confirmTwoFactor(value.trim());
        setCodes(result.recoveryCodes);
        setValue('');
        await queryClient.invalidateQueries({ queryKey: queryKeys.session() });
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={isOn && !codes ? t('accountSecurity.twoFactor.offTitle') : t('accountSecurity.twoFactor.title')}
      closeLabel={t('common.close')}
      data-testid="two-factor-dialog"
    >
      {codes ? (
        <div className="space-y-3">
          <p role="status">{t('accountSecurity.twoFactor.on')}</p>
          <p className="text-sm">{t('accountSecurity.twoFactor.recoveryHint')}</p>
          <ul className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <div className="flex justify-end">
            <Button onClick={close}>{t('accountSecurity.twoFactor.saved')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          {!isOn && enrolment ? (
            <>
              <p className="text-sm">{t('accountSecurity.twoFactor.scan')}</p>
              <img
                src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
                alt={t('accountSecurity.twoFactor.qrAlt')}
                className="mx-auto size-48 bg-white p-2"
              />
              <p className="text-sm">
                {t('accountSecurity.twoFactor.secret')}{' '}
                <code className="break-all font-mono" data-testid="totp-secret">
                  {enrolment.secret}
                </code>
              </p>
            </>
          ) : null}
          <TextField
            label={isOn ? t('auth.password') : t('auth.code')}
            type={isOn ? 'password' : 'text'}
            autoComplete={isOn ? 'current-password' : 'one-time-code'}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <FormError message={error} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={busy || value === '' || (!isOn && !enrolment)}>
              {isOn ? t('accountSecurity.twoFactor.turnOff') : t('auth.verify')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
