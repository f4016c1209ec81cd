import { RefreshCw, Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { useAssignTags } from '../api/assign-tags';
import { useInvalidateRfid } from '../api/use-invalidate-rfid';
import type { StatusMessage } from '../lib/use-status-message';

interface HeaderActionsProps {
  isRefreshing: boolean;
  onStatus: (message: StatusMessage) => void;
}

/**
 * Refresh reloads everything; Assign RFID Tags gives every supply without a tag one. The result is the spec's
 * status message: "Failed" when the server refused, "Error" when it could not be asked or answered oddly.
 */
export function HeaderActions({ isRefreshing, onStatus }: HeaderActionsProps) {
  const { t } = useTranslation('rfid');
  const refresh = useInvalidateRfid();
  const assign = useAssignTags();

  const assignTags = () =>
    assign.mutate(undefined, {
      onSuccess: ({ assigned }) =>
        onStatus({ tone: 'success', text: t('header.assigned', { count: assigned }) }),
      onError: (error) =>
        onStatus({
          tone: 'error',
          text:
            error instanceof ApiRequestError && error.status >= 400 && error.status < 600
              ? t('header.assignFailed')
              : t('header.assignError'),
        }),
    });

  return (
    <>
      <Button variant="secondary" onClick={() => refresh()} disabled={isRefreshing} aria-busy={isRefreshing}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {isRefreshing ? t('header.refreshing') : t('header.refresh')}
      </Button>
      <Button onClick={assignTags} disabled={assign.isPending} aria-busy={assign.isPending}>
        <Tags aria-hidden="true" className="size-4" />
        {assign.isPending ? t('header.assigning') : t('header.assign')}
      </Button>
    </>
  );
}
