import type { Supplier } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toasts';
import { errorMessage } from '@/lib/api-client';
import { useSaveSupplier } from '../api/save-supplier';
import {
  EMPTY_SUPPLIER_DRAFT,
  type SupplierDraft,
  toSupplierDraft,
  validateSupplierDraft,
} from '../lib/supplier-form';
import { DialogActions } from './dialog-actions';

const FIELDS = [
  { name: 'name', type: 'text', span: true },
  { name: 'email', type: 'email' },
  { name: 'phone', type: 'tel' },
  { name: 'address', type: 'text', span: true },
  { name: 'defaultOrderQuantity', type: 'number' },
  { name: 'minimumOrderQuantity', type: 'number' },
  { name: 'leadTimeDays', type: 'number' },
] as const;

interface SupplierFormDialogProps {
  /** Null adds a new supplier. */
  supplier: Supplier | null;
  onClose: () => void;
}

export function SupplierFormDialog({ supplier, onClose }: SupplierFormDialogProps) {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const save = useSaveSupplier();
  const [draft, setDraft] = useState<SupplierDraft>(() =>
    supplier ? toSupplierDraft(supplier) : EMPTY_SUPPLIER_DRAFT,
  );
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateSupplierDraft(draft);
    if (!result.ok) {
      setInvalid(t(`suppliers.form.${result.error}`));
      return;
    }
    setInvalid(null);
    save.mutate(
      { id: supplier?.id ?? null, input: result.input },
      {
        onSuccess: () => {
          toast.success(t('suppliers.form.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={supplier ? t('suppliers.form.editTitle', { name: supplier.name }) : t('suppliers.form.addTitle')}
      description={t('suppliers.form.description')}
      closeLabel={t('close')}
      size="lg"
      data-testid="supplier-form-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <div key={field.name} className={'span' in field ? 'sm:col-span-2' : undefined}>
              <TextField
                label={t(`suppliers.form.${field.name}`)}
                type={field.type}
                min={field.type === 'number' ? 0 : undefined}
                step={field.type === 'number' ? 1 : undefined}
                value={draft[field.name]}
                onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
              />
            </div>
          ))}
        </div>
        {invalid ? <FieldMessage id="supplier-invalid">{invalid}</FieldMessage> : null}
        {save.isError ? <FieldMessage id="supplier-error">{errorMessage(save.error)}</FieldMessage> : null}
        <DialogActions
          submitLabel={t('suppliers.form.submit')}
          isPending={save.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
