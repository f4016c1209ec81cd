import { useId } from 'react';
import { useRestockingRequests } from '@/api/medicine/get-restocking-requests';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { RestockingRequestItem } from './restocking-request-item';

/** Restocking Requests, newest first, with the actions each one's status and the reader's role allow. */
export function RestockingRequestsTab() {
  const { t } = useTranslation('medicine');
  const id = useId();
  const { data, isPending, isError, error, refetch } = useRestockingRequests();

  function content() {
    if (isPending)
      return (
        <div className="flex justify-center py-10">
          <Spinner label={t('restocking.loading')} />
        </div>
      );
    if (isError)
      return <ErrorState message={errorMessage(error)} retryLabel={t('retry')} onRetry={() => refetch()} />;
    if (data.items.length === 0)
      return <EmptyState title={t('restocking.empty')} description={t('restocking.emptyHint')} />;
    return (
      <ul className="space-y-3" aria-labelledby={id} data-testid="restocking-list">
        {data.items.map((request) => (
          <RestockingRequestItem key={request.requestId} request={request} />
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby={id}>
      <CardHeader title={t('restocking.title')} titleId={id} />
      <CardContent>{content()}</CardContent>
    </Card>
  );
}
