import type { Supplier } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { NumberField } from '@/components/ui/number-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
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
  const { language, errorText, formRef, focusFirstInvalid } = useFieldErrors();
  const [draft, setDraft] = useState<SupplierDraft>(() =>
    supplier ? toSupplierDraft(supplier, language) : EMPTY_SUPPLIER_DRAFT,
  );
  // Messages appear after the first submit, then follow every change.
  const [isSubmitted, setIsSubmitted] = useState(false);
  const result = validateSupplierDraft(draft, language);
  const errors = isSubmitted && !result.ok ? result.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!result.ok) {
      focusFirstInvalid();
      return;
    }
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
      onClose={onClose}
      title={supplier ? t('suppliers.form.editTitle', { name: supplier.name }) : t('suppliers.form.addTitle')}
      description={t('suppliers.form.description')}
      closeLabel={t('close')}
      size="lg"
      data-testid="supplier-form-dialog"
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => {
            const props = {
              label: t(`suppliers.form.${field.name}`),
              value: draft[field.name],
              error: errorText(errors[field.name]),
              onChange: (event: { target: { value: string } }) =>
                setDraft({ ...draft, [field.name]: event.target.value }),
            };
            return (
              <div key={field.name} className={'span' in field ? 'sm:col-span-2' : undefined}>
                {field.type === 'number' ? (
                  <NumberField whole placeholder="0" {...props} />
                ) : (
                  <TextField type={field.type} {...props} />
                )}
              </div>
            );
          })}
        </div>
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
