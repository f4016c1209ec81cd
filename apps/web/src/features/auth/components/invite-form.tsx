import { AUTH_ROUTES } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordFields, useNewPassword } from '@/components/account-security/new-password-fields';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { acceptInvite } from '../api/auth';

/** An invited account chooses its password with the link's token, then signs in. */
export function InviteForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const { mismatch } = useNewPassword(password, confirm);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    setBusy(true);
    setError(null);
    try {
      await acceptInvite({ token, password });
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="space-y-4">
        <p role="status">{t('auth.invite.done')}</p>
        <Link to={AUTH_ROUTES.signIn} className={buttonClasses('primary')}>
          {t('auth.signIn')}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
      />
      <FormError message={error} />
      <Button type="submit" disabled={busy || mismatch || token === ''} className="w-full">
        {t('auth.invite.submit')}
      </Button>
    </form>
  );
}
