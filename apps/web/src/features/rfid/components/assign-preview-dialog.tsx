import type { RfidAssignPreview } from '@careledger/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTranslation } from '@/lib/i18n';

interface AssignPreviewDialogProps {
  preview: RfidAssignPreview;
  onConfirm: () => void;
  onCancel: () => void;
  isPending: boolean;
  /** Why nothing was assigned, already worded (the untagged supplies changed since the preview). */
  error: string | null;
}

/** The supplies Assign RFID Tags would tag, and Assign Tags, the only way to tag them. */
export function AssignPreviewDialog({
  preview,
  onConfirm,
  onCancel,
  isPending,
  error,
}: AssignPreviewDialogProps) {
  const { t } = useTranslation('rfid');
  const count = preview.items.length;
  return (
    <ConfirmDialog
      open
      title={t('header.previewTitle')}
      description={count > 0 ? t('header.previewSummary', { count }) : t('header.previewNothing')}
      confirmLabel={t('header.confirmAssign')}
      pendingLabel={t('header.assigning')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      isPending={isPending}
      error={error}
      confirmDisabled={count === 0}
      data-testid="assign-preview"
    >
      {count > 0 ? (
        <ul className="max-h-[50vh] space-y-1 overflow-y-auto text-sm">
          {preview.items.map((item) => (
            <li key={item.itemId} data-testid="planned-tag">
              {item.itemName}
            </li>
          ))}
        </ul>
      ) : null}
    </ConfirmDialog>
  );
}
