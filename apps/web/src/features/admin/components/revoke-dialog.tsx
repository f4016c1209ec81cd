import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast/use-toasts';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

/** What is about to be revoked: its id for the request and the words the dialog shows. */
export interface RevokeTarget {
  id: string;
  title: string;
  description: string;
}

/**
 * Asks before revoking a session or a token, which cannot be undone; a refusal stays in the dialog. The
 * mutation is the caller's (useRevokeSession, useRevokeApiToken), so the list reloads as it does for any change.
 */
export function RevokeDialog({
  target,
  revoke,
  doneText,
  onClose,
}: {
  target: RevokeTarget;
  revoke: UseMutationResult<unknown, Error, string>;
  doneText: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const confirm = () =>
    revoke.mutate(target.id, {
      onSuccess: () => {
        toast.success(doneText);
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open
      title={target.title}
      description={target.description}
      confirmLabel={t('security.sessions.confirm.confirm')}
      pendingLabel={t('security.sessions.confirm.pending')}
      cancelLabel={tc('common.cancel')}
      closeLabel={tc('common.close')}
      onConfirm={confirm}
      onCancel={onClose}
      isPending={revoke.isPending}
      error={revoke.error ? errorMessage(revoke.error) : null}
      variant="danger"
      data-testid="revoke-dialog"
    />
  );
}
