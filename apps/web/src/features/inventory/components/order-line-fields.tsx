import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NumberField } from '@/components/ui/number-field';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import type { OrderLineDraft, OrderLineErrors } from '../lib/order-form';
import { ItemPicker } from './item-picker';

interface OrderLineFieldsProps {
  line: OrderLineDraft;
  /** 1-based, as people count lines. */
  number: number;
  /** The chosen item's own price, which an empty unit price falls back to. */
  itemPrice: number | undefined;
  errors: OrderLineErrors | undefined;
  onChange: (line: OrderLineDraft) => void;
  onRemove: () => void;
}

/** One line of a new purchase order: item, quantity and an optional unit price. */
export function OrderLineFields({
  line,
  number,
  itemPrice,
  errors,
  onChange,
  onRemove,
}: OrderLineFieldsProps) {
  const { t } = useTranslation('inventory');
  const { money } = useFormat();
  const { errorText } = useFieldErrors();
  const set = (field: 'quantity' | 'unitPrice') => (event: { target: { value: string } }) =>
    onChange({ ...line, [field]: event.target.value });
  return (
    <fieldset
      data-testid="order-line"
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-200">
        {t('newOrder.line', { number })}
      </legend>
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <ItemPicker
          value={line.itemId}
          onValueChange={(itemId) => onChange({ ...line, itemId })}
          error={errors?.itemId ? t(`newOrder.${errors.itemId}`) : null}
        />
        <NumberField
          label={t('newOrder.quantity')}
          whole
          value={line.quantity}
          onChange={set('quantity')}
          error={errorText(errors?.quantity)}
        />
        <NumberField
          label={t('newOrder.unitPrice')}
          placeholder={itemPrice === undefined ? undefined : money(itemPrice)}
          value={line.unitPrice}
          onChange={set('unitPrice')}
          error={errorText(errors?.unitPrice)}
        />
        <Button
          variant="ghost"
          size="icon"
          className="sm:mt-7"
          aria-label={t('newOrder.removeLine', { number })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </fieldset>
  );
}
