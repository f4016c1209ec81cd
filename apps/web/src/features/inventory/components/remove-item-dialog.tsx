import type { InventoryItem } from '@careledger/shared';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { useToast } from '@/components/ui/toast/use-toasts';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useArchiveItem } from '../api/archive-item';
import { DialogActions } from './dialog-actions';

export function RemoveItemDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const archive = useArchiveItem();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    archive.mutate(item.id, {
      onSuccess: () => {
        toast.success(t('remove.removed'));
        onClose();
      },
    });
  };
  return (
    <Dialog
      onClose={onClose}
      title={t('remove.confirm', { name: item.name })}
      description={t('remove.description')}
      closeLabel={t('close')}
      data-testid="remove-item-dialog"
    >
      <form onSubmit={submit} className="space-y-4">
        {archive.isError ? (
          <FieldMessage id="remove-item-error">{errorMessage(archive.error)}</FieldMessage>
        ) : null}
        <DialogActions
          submitLabel={t('remove.action')}
          isPending={archive.isPending}
          onCancel={onClose}
          variant="danger"
        />
      </form>
    </Dialog>
  );
}
