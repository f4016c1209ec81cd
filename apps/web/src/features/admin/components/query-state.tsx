import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

interface LoadingQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A card's list before it is there: a spinner, or why it failed with Try again. Nothing once it has loaded. */
export function QueryState({ query, loadError }: { query: LoadingQuery; loadError: string }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  if (query.isPending) return <Spinner label={tc('common.loading')} />;
  if (!query.isError) return null;
  return (
    <ErrorState
      message={`${loadError} ${errorMessage(query.error)}`}
      retryLabel={t('security.retry')}
      onRetry={() => void query.refetch()}
    />
  );
}
