import type { InventoryItem, Language } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { formatNumberForInput } from '@/lib/parse-number';
import { useUpdateItem } from '../api/update-item';
import { type ItemDraft, toItemUpdate } from '../lib/item-form';
import { DialogActions } from './dialog-actions';
import { ItemFields, useItemFieldErrors } from './item-fields';

interface EditItemDialogProps {
  item: InventoryItem;
  onClose: () => void;
}

/** The stored figures written the way the interface language writes numbers ("6,5" in French). */
function toDraft(item: InventoryItem, language: Language): ItemDraft {
  return {
    name: item.name,
    category: item.category,
    unit: item.unit,
    // Not shown and not sent: stock changes are movements. It only lets the shared validation pass.
    stock: formatNumberForInput(Math.max(0, item.stock), language),
    threshold: formatNumberForInput(item.threshold, language),
    supplierId: item.supplierId === null ? '' : String(item.supplierId),
    price: formatNumberForInput(item.price, language),
    expiry: item.expiry ?? '',
    lotNumber: '',
  };
}

export function EditItemDialog({ item, onClose }: EditItemDialogProps) {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const update = useUpdateItem();
  const { language, formRef, focusFirstInvalid } = useFieldErrors();
  const [original] = useState(() => toDraft(item, language));
  const [draft, setDraft] = useState(original);
  // Messages appear after the first submit, then follow every change.
  const [isSubmitted, setIsSubmitted] = useState(false);
  const result = toItemUpdate(original, draft, language);
  const invalid = isSubmitted && !result.ok ? result : null;
  const errors = useItemFieldErrors(invalid?.fields);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!result.ok) {
      focusFirstInvalid();
      return;
    }
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
      onClose={onClose}
      title={t('itemForm.editTitle', { name: item.name })}
      description={t('itemForm.editDescription')}
      closeLabel={t('close')}
      size="lg"
      data-testid="edit-item-dialog"
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        <ItemFields draft={draft} onChange={setDraft} isNew={false} errors={errors} />
        {invalid ? (
          <FieldMessage id="edit-item-invalid">{t(`itemForm.${invalid.error}`)}</FieldMessage>
        ) : null}
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
