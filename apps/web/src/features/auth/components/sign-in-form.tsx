import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { signIn, submitSignInCode, useAuthStatus } from '../api/auth';
import { DemoAccounts } from './demo-accounts';
import { useSignedIn } from './use-signed-in';

/** Email and password, then (2FA on) a code; the server's sentence when either is refused. */
export function SignInForm() {
  const { t } = useTranslation();
  const status = useAuthStatus();
  const signedIn = useSignedIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = step === 'password' ? await signIn({ email, password }) : await submitSignInCode(code);
      if (result.status === 'codeRequired') {
        setStep('code');
        setPassword('');
      } else signedIn(result.session);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4"
        aria-describedby={error ? 'sign-in-error' : undefined}
      >
        {step === 'password' ? (
          <>
            <TextField
              label={t('auth.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
            <TextField
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </>
        ) : (
          <>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.codeStep')}</p>
            <TextField
              label={t('auth.code')}
              autoComplete="one-time-code"
              inputMode="text"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              required
              autoFocus
            />
          </>
        )}
        <FormError message={error} id="sign-in-error" />
        <Button type="submit" disabled={busy} className="w-full">
          {step === 'password' ? t('auth.signIn') : t('auth.verify')}
        </Button>
        {step === 'code' ? (
          <Button variant="ghost" className="w-full" onClick={() => setStep('password')}>
            {t('auth.startOver')}
          </Button>
        ) : null}
      </form>
      {status.data?.demoAccounts && step === 'password' ? (
        <DemoAccounts
          onPick={(demoEmail, demoPassword) => {
            setEmail(demoEmail);
            setPassword(demoPassword);
          }}
        />
      ) : null}
    </div>
  );
}
