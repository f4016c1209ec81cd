import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
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
  const mismatch = values.confirm !== '' && values.confirm !== values.password;

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
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...field('password')}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={mismatch ? t('auth.passwordsDiffer') : null}
        {...field('confirm')}
      />
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.passwordRule')}</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy || mismatch} className="w-full">
        {t('auth.setup.submit')}
      </Button>
    </form>
  );
}
