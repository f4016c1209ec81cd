import type { InventoryItem } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { useToast } from '@/components/ui/toast/use-toasts';
import { errorMessage } from '@/lib/api-client';
import { useUpdateItem } from '../api/update-item';
import { type ItemDraft, toItemUpdate } from '../lib/item-form';
import { DialogActions } from './dialog-actions';
import { ItemFields } from './item-fields';

interface EditItemDialogProps {
  item: InventoryItem;
  onClose: () => void;
}

function toDraft(item: InventoryItem): ItemDraft {
  return {
    name: item.name,
    category: item.category,
    unit: item.unit,
    // Not shown and not sent: stock changes are movements. It only lets the shared validation pass.
    stock: String(Math.max(0, item.stock)),
    threshold: String(item.threshold),
    supplierId: item.supplierId === null ? '' : String(item.supplierId),
    price: String(item.price),
    expiry: item.expiry ?? '',
    lotNumber: '',
  };
}

export function EditItemDialog({ item, onClose }: EditItemDialogProps) {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const update = useUpdateItem();
  const [original] = useState(() => toDraft(item));
  const [draft, setDraft] = useState(original);
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toItemUpdate(original, draft);
    if (!result.ok) {
      setInvalid(t(`itemForm.${result.error}`));
      return;
    }
    setInvalid(null);
    if (Object.keys(result.update).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: item.id, update: result.update },
      {
        onSuccess: () => {
          toast.success(t('itemForm.updated'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('itemForm.editTitle', { name: item.name })}
      description={t('itemForm.editDescription')}
      closeLabel={t('close')}
      size="lg"
      data-testid="edit-item-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <ItemFields draft={draft} onChange={setDraft} isNew={false} />
        {invalid ? <FieldMessage id="edit-item-invalid">{invalid}</FieldMessage> : null}
        {update.isError ? (
          <FieldMessage id="edit-item-error">{errorMessage(update.error)}</FieldMessage>
        ) : null}
        <DialogActions
          submitLabel={t('itemForm.submitEdit')}
          isPending={update.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
