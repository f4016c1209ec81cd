import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteSkinAnalysis } from '@/api/skin-analysis/delete-skin-analysis';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

interface DeleteAnalysisButtonProps {
  analysisId: string;
  userId: string;
  /** When the analysis was made, as shown, to name it. */
  date: string;
}

/** Deletes an analysis, its photo and overlay, once the person has confirmed. */
export function DeleteAnalysisButton({ analysisId, userId, date }: DeleteAnalysisButtonProps) {
  const { t } = useTranslation('skin');
  const [isOpen, setOpen] = useState(false);
  const remove = useDeleteSkinAnalysis(userId);
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('history.delete', { date })}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
      <ConfirmDialog
        open={isOpen}
        title={t('history.deleteTitle')}
        description={t('history.deleteDescription')}
        confirmLabel={t('history.confirmDelete')}
        pendingLabel={t('history.deleting')}
        cancelLabel={t('history.keep')}
        closeLabel={t('history.close')}
        variant="danger"
        isPending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onCancel={close}
        onConfirm={() => remove.mutate(analysisId, { onSuccess: () => setOpen(false) })}
        data-testid="skin-delete-dialog"
      />
    </>
  );
}
