import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/i18n';

/** A new password typed twice, with the rule beside it; `mismatch` tells the form not to send. */
export function useNewPassword(password: string, confirm: string) {
  return { mismatch: confirm !== '' && confirm !== password };
}

export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { mismatch } = useNewPassword(password, confirm);
  return (
    <>
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        error={mismatch ? t('auth.passwordsDiffer') : null}
      />
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.passwordRule')}</p>
    </>
  );
}
