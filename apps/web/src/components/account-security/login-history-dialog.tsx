import { useTranslation } from 'react-i18next';
import { useLoginHistory } from '@/api/account/account-security';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-format';
import { errorMessage } from '@/lib/api-client';

/** View Login History: the account's sign-in attempts, newest first (time, address, browser, outcome). */
export function LoginHistoryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const history = useLoginHistory(open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('accountSecurity.history.title')}
      closeLabel={t('common.close')}
      size="lg"
      data-testid="login-history-dialog"
    >
      {history.isPending ? <Spinner label={t('common.loading')} /> : null}
      {history.isError ? <p role="alert">{errorMessage(history.error)}</p> : null}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {(history.data?.items ?? []).map((attempt) => (
          <li
            key={attempt.id}
            className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            data-testid="login-attempt"
          >
            <span className="font-medium">{t(`accountSecurity.history.outcomes.${attempt.outcome}`)}</span>
            <span className="text-slate-600 dark:text-slate-400">
              <time dateTime={attempt.at}>{format.date(attempt.at)}</time> · {attempt.address}
            </span>
            <span className="w-full truncate text-slate-600 dark:text-slate-400" title={attempt.browser}>
              {attempt.browser}
            </span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
