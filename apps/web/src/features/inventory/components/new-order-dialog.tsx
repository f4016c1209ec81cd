import { MAX_PURCHASE_ORDER_LINES } from '@careledger/shared';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useCreatePurchaseOrder } from '@/api/inventory/create-purchase-order';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { SelectField } from '@/components/ui/select-field';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { useFormat } from '@/hooks/use-format';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useSuppliers } from '../api/get-suppliers';
import { emptyOrderLine, type OrderDraft, orderTotal, validateOrderDraft } from '../lib/order-form';
import { DialogActions } from './dialog-actions';
import { usePickerItems } from './item-picker';
import { OrderLineFields } from './order-line-fields';

/** A manual purchase order: one supplier, one or more lines. Any item may be ordered from any supplier. */
export function NewOrderDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const { money } = useFormat();
  const create = useCreatePurchaseOrder();
  const suppliers = useSuppliers();
  const items = usePickerItems();
  const ids = useId();
  const nextKey = useRef(1);
  const { language, formRef, focusFirstInvalid } = useFieldErrors();
  const [draft, setDraft] = useState<OrderDraft>({ supplierId: '', lines: [emptyOrderLine(0)] });
  // Messages appear after the first Create, then follow every change.
  const [isSubmitted, setIsSubmitted] = useState(false);
  const validation = validateOrderDraft(draft, language);
  const errors = isSubmitted && !validation.ok ? validation.errors : null;

  const itemPrice = (itemId: string) => items.data?.items.find((item) => String(item.id) === itemId)?.price;
  const addLine = () => {
    setDraft({ ...draft, lines: [...draft.lines, emptyOrderLine(nextKey.current)] });
    nextKey.current += 1;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!validation.ok) {
      focusFirstInvalid();
      return;
    }
    create.mutate(validation.order, {
      onSuccess: (order) => {
        toast.success(t('newOrder.created', { id: order.id }));
        onClose();
      },
    });
  };

  return (
    <Dialog
      onClose={onClose}
      title={t('newOrder.title')}
      description={t('newOrder.description')}
      closeLabel={t('close')}
      size="xl"
      data-testid="new-order-dialog"
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-1 sm:max-w-sm">
          <SelectField
            label={t('newOrder.supplier')}
            value={draft.supplierId}
            onValueChange={(supplierId) => setDraft({ ...draft, supplierId })}
            disabled={!suppliers.data || suppliers.data.length === 0}
            placeholder={
              suppliers.data?.length === 0 ? t('itemForm.noSuppliers') : t('newOrder.supplierPlaceholder')
            }
            options={(suppliers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            error={errors?.supplierId ? t(`newOrder.${errors.supplierId}`) : null}
            data-testid="order-supplier"
          />
          {suppliers.isError ? (
            <FieldMessage id={`${ids}-suppliers`}>{errorMessage(suppliers.error)}</FieldMessage>
          ) : null}
        </div>
        {draft.lines.map((line, index) => (
          <OrderLineFields
            key={line.key}
            line={line}
            number={index + 1}
            itemPrice={itemPrice(line.itemId)}
            errors={errors?.byLine[line.key]}
            onChange={(changed) =>
              setDraft({ ...draft, lines: draft.lines.map((l) => (l.key === line.key ? changed : l)) })
            }
            onRemove={() => setDraft({ ...draft, lines: draft.lines.filter((l) => l.key !== line.key) })}
          />
        ))}
        {errors?.lines ? (
          <FieldMessage id={`${ids}-lines`}>{t(`newOrder.${errors.lines}`)}</FieldMessage>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={addLine}
            disabled={draft.lines.length >= MAX_PURCHASE_ORDER_LINES}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('newOrder.addLine')}
          </Button>
          <p className="text-sm font-semibold tabular-nums" data-testid="new-order-total">
            {t('newOrder.total', { amount: money(orderTotal(draft.lines, itemPrice, language)) })}
          </p>
        </div>
        {create.isError ? (
          <FieldMessage id={`${ids}-error`}>{errorMessage(create.error)}</FieldMessage>
        ) : null}
        <DialogActions submitLabel={t('newOrder.submit')} isPending={create.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
