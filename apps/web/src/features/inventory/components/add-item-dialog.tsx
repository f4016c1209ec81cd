import { ITEM_CATEGORIES, type Supplier } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useCreateItem } from '../api/create-item';
import { useSuppliers } from '../api/get-suppliers';
import { type ItemDraft, validateItemDraft } from '../lib/item-form';
import { DialogActions } from './dialog-actions';
import { ItemFields, useItemFieldErrors } from './item-fields';

interface AddItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Selects never hold an empty value (spec 000 section 5): the first category and supplier are chosen. */
function emptyDraft(suppliers: Supplier[]): ItemDraft {
  return {
    name: '',
    category: ITEM_CATEGORIES[0],
    unit: '',
    stock: '',
    threshold: '',
    supplierId: suppliers[0] ? String(suppliers[0].id) : '',
    price: '',
    expiry: '',
    lotNumber: '',
  };
}

export function AddItemDialog({ open, onOpenChange }: AddItemDialogProps) {
  const { t } = useTranslation('inventory');
  if (!open) return null;
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('itemForm.addTitle')}
      description={t('itemForm.addDescription')}
      closeLabel={t('close')}
      size="lg"
      data-testid="add-item-dialog"
    >
      <AddItemForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function AddItemForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('inventory');
  const { data: suppliers = [] } = useSuppliers();
  const toast = useToast();
  const create = useCreateItem();
  const { language, formRef, focusFirstInvalid } = useFieldErrors();
  const [draft, setDraft] = useState(() => emptyDraft(suppliers));
  // Messages appear after the first submit, then follow every change.
  const [isSubmitted, setIsSubmitted] = useState(false);
  const validation = validateItemDraft(draft, language);
  const invalid = isSubmitted && !validation.ok ? validation : null;
  const errors = useItemFieldErrors(invalid?.fields);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!validation.ok) {
      focusFirstInvalid();
      return;
    }
    create.mutate(validation.item, {
      onSuccess: () => {
        toast.success(t('itemForm.added'));
        onDone();
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <ItemFields draft={draft} onChange={setDraft} isNew errors={errors} />
      {invalid ? <FieldMessage id="add-item-invalid">{t(`itemForm.${invalid.error}`)}</FieldMessage> : null}
      {create.isError ? <FieldMessage id="add-item-error">{errorMessage(create.error)}</FieldMessage> : null}
      <DialogActions submitLabel={t('itemForm.submitAdd')} isPending={create.isPending} onCancel={onDone} />
    </form>
  );
}
