import type { ItemForecast } from '@careledger/shared';
import { type FormEvent, useId, useState } from 'react';
import { useCreatePurchaseOrder } from '@/api/inventory/create-purchase-order';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { NumberField } from '@/components/ui/number-field';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { type FieldError, readNumberField } from '@/lib/read-number-field';

/**
 * Orders the item from its supplier through the purchase-order API, the suggested quantity prefilled and
 * editable (a whole number from 1). Without a supplier there is no one to order from: the button is disabled
 * and a sentence says why.
 */
export function PurchaseOrderForm({ forecast }: { forecast: ItemForecast }) {
  const { t } = useTranslation('predictions');
  const toast = useToast();
  const create = useCreatePurchaseOrder();
  const { language, errorText, formRef, focusFirstInvalid } = useFieldErrors();
  const [quantity, setQuantity] = useState(String(Math.max(1, Math.ceil(forecast.suggestedOrderQuantity))));
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const reasonId = useId();
  const supplierId = forecast.supplierId;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (supplierId === null) return;
    const read = readNumberField(quantity, language, { whole: true, min: 1 });
    if (!read.ok || read.value === null) {
      setFieldError(read.ok ? { key: 'required' } : read.error);
      return focusFirstInvalid();
    }
    setFieldError(null);
    const ordered = read.value;
    create.mutate(
      { supplierId, lines: [{ itemId: forecast.itemId, quantity: ordered }] },
      {
        onSuccess: (order) =>
          toast.success(
            t('order.created', {
              id: order.id,
              quantity: ordered,
              item: forecast.itemName,
              supplier: order.supplierName,
            }),
          ),
      },
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700"
      data-testid="purchase-order-form"
    >
      <h3 className="font-semibold">{t('order.title')}</h3>
      <NumberField
        whole
        label={t('order.quantity')}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        disabled={supplierId === null}
        error={errorText(fieldError)}
      />
      <FormError message={create.isError ? errorMessage(create.error) : null} />
      {supplierId === null ? (
        <p id={reasonId} className="text-sm text-slate-700 dark:text-slate-300">
          {t('order.noSupplier')}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={supplierId === null || create.isPending}
        aria-busy={create.isPending}
        aria-describedby={supplierId === null ? reasonId : undefined}
      >
        {create.isPending ? t('order.creating') : t('order.create')}
      </Button>
    </form>
  );
}
