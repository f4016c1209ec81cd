import { type Lot, WRITE_OFF_REASONS, type WriteOffReason } from '@careledger/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useFormat } from '@/hooks/use-format';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useWriteOffLot } from '../api/write-off-lot';

interface WriteOffLotDialogProps {
  itemId: number;
  unit: string;
  lot: Lot;
  expired: boolean;
  onClose: () => void;
}

/** Asks before writing off the lot's whole remaining stock, with the reason (expired preselected when it is). */
export function WriteOffLotDialog({ itemId, unit, lot, expired, onClose }: WriteOffLotDialogProps) {
  const { t } = useTranslation('inventory');
  const format = useFormat();
  const toast = useToast();
  const writeOff = useWriteOffLot();
  const [reason, setReason] = useState<WriteOffReason>(expired ? 'expired' : 'damaged');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const confirm = () => {
    if (reason === 'other' && !note.trim()) {
      setNoteError(t('writeOff.noteNeeded'));
      return;
    }
    setNoteError(null);
    writeOff.mutate(
      { itemId, lotId: lot.id, input: { reason, note: note.trim() || null } },
      {
        onSuccess: () => {
          toast.success(t('writeOff.done', { lot: lot.lotNumber }));
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open
      title={t('writeOff.title', { lot: lot.lotNumber })}
      description={t('writeOff.description', {
        quantity: format.number(lot.quantity),
        unit,
        lot: lot.lotNumber,
      })}
      confirmLabel={t('writeOff.confirm')}
      pendingLabel={t('saving')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      onConfirm={confirm}
      onCancel={onClose}
      isPending={writeOff.isPending}
      error={writeOff.isError ? errorMessage(writeOff.error) : null}
      variant="danger"
      data-testid="write-off-dialog"
    >
      <div className="space-y-4">
        <SelectField
          label={t('writeOff.reason')}
          value={reason}
          onValueChange={(value) => setReason(value as WriteOffReason)}
          options={WRITE_OFF_REASONS.map((value) => ({ value, label: t(`writeOff.reasons.${value}`) }))}
          data-testid="write-off-reason"
        />
        <TextField
          label={reason === 'other' ? t('writeOff.noteRequired') : t('writeOff.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={noteError}
        />
      </div>
    </ConfirmDialog>
  );
}
