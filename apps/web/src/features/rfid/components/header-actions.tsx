import type { RfidAssignPreview } from '@careledger/shared';
import { RefreshCw, Tags } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCan } from '@/hooks/use-session';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useAssignTags, usePreviewAssignTags } from '../api/assign-tags';
import { useInvalidateRfid } from '../api/use-invalidate-rfid';
import type { StatusMessage } from '../lib/use-status-message';
import { AssignPreviewDialog } from './assign-preview-dialog';

interface HeaderActionsProps {
  isRefreshing: boolean;
  onStatus: (message: StatusMessage) => void;
}

/**
 * Refresh reloads everything. Assign RFID Tags first lists the supplies that would get a tag and tags exactly
 * those once confirmed. The result is the spec's status message: "Failed" when the server refused, "Error"
 * when it could not be asked or answered oddly; a 409 (the supplies changed since the preview) is said in the
 * dialog, which stays open. Assigning writes tags, so only a role with rfid.manage sees it; Refresh is a read.
 */
export function HeaderActions({ isRefreshing, onStatus }: HeaderActionsProps) {
  const { t } = useTranslation('rfid');
  const refresh = useInvalidateRfid();
  const canAssign = useCan('rfid.manage');
  const previewing = usePreviewAssignTags();
  const assign = useAssignTags();
  const [preview, setPreview] = useState<RfidAssignPreview | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const fail = (error: unknown) =>
    onStatus({
      tone: 'error',
      text:
        error instanceof ApiRequestError && error.status >= 400 && error.status < 600
          ? t('header.assignFailed')
          : t('header.assignError'),
    });
  const openPreview = () =>
    previewing.mutate(undefined, {
      onSuccess: (plan) => {
        setConflict(null);
        setPreview(plan);
      },
      onError: fail,
    });
  const assignTags = () => {
    if (!preview) return;
    assign.mutate(preview.fingerprint, {
      onSuccess: ({ assigned }) => {
        setPreview(null);
        onStatus({ tone: 'success', text: t('header.assigned', { count: assigned }) });
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 409) return setConflict(errorMessage(error));
        setPreview(null);
        fail(error);
      },
    });
  };
  const isBusy = previewing.isPending || assign.isPending;

  return (
    <>
      <Button variant="secondary" onClick={() => refresh()} disabled={isRefreshing} aria-busy={isRefreshing}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {isRefreshing ? t('header.refreshing') : t('header.refresh')}
      </Button>
      {canAssign ? (
        <Button onClick={openPreview} disabled={isBusy} aria-busy={isBusy}>
          <Tags aria-hidden="true" className="size-4" />
          {previewing.isPending
            ? t('header.previewing')
            : assign.isPending
              ? t('header.assigning')
              : t('header.assign')}
        </Button>
      ) : null}
      {preview ? (
        <AssignPreviewDialog
          preview={preview}
          onConfirm={assignTags}
          onCancel={() => setPreview(null)}
          isPending={assign.isPending}
          error={conflict}
        />
      ) : null}
    </>
  );
}
