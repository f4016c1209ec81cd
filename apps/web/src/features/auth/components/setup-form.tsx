import { type FormEvent, useState } from 'react';
import { NewPasswordFields, useNewPassword } from '@/components/account-security/new-password-fields';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { setUpFirstAdmin } from '../api/auth';
import { useSignedIn } from './use-signed-in';

/** The first administrator, with the one-time token the server printed at start-up. */
export function SetupForm() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [values, setValues] = useState({ token: '', name: '', email: '', password: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value }),
  });
  const { mismatch } = useNewPassword(values.password, values.confirm);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    setBusy(true);
    setError(null);
    try {
      const { confirm: _confirm, ...body } = values;
      const result = await setUpFirstAdmin(body);
      if (result.status === 'signedIn') signedIn(result.session);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label={t('auth.setup.token')} autoComplete="off" required {...field('token')} />
      <TextField label={t('auth.setup.name')} autoComplete="name" required {...field('name')} />
      <TextField label={t('auth.email')} type="email" autoComplete="username" required {...field('email')} />
      <NewPasswordFields
        password={values.password}
        confirm={values.confirm}
        onPassword={(password) => setValues({ ...values, password })}
        onConfirm={(confirm) => setValues({ ...values, confirm })}
      />
      <FormError message={error} />
      <Button type="submit" disabled={busy || mismatch} className="w-full">
        {t('auth.setup.submit')}
      </Button>
    </form>
  );
}
