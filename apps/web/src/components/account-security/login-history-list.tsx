import { useLoginHistory } from '@/api/account/account-security';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-format';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

/** The signed-in account's sign-in attempts, newest first: outcome, time, address and browser. */
export function LoginHistoryList({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const history = useLoginHistory(enabled);
  return (
    <>
      {history.isPending ? <Spinner label={t('common.loading')} /> : null}
      {history.isError ? <p role="alert">{errorMessage(history.error)}</p> : null}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="login-history">
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
    </>
  );
}
