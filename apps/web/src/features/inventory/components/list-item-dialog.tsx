import type { InventoryItem } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { NumberField } from '@/components/ui/number-field';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { formatNumberForInput } from '@/lib/parse-number';
import { type ListingFieldError, listingDraftFor, validateListingDraft } from '../lib/listing-form';
import type { ListItemState } from '../lib/use-list-item';
import { TransactionSteps, WrongChainBanner } from '../lib/wallet';

interface ListItemDialogProps {
  item: InventoryItem;
  list: ListItemState;
}

const EXAMPLE_PRICE = 0.05;

/** "List on the marketplace": the unit price in ETH and the quantity to offer, then the wallet's steps. */
export function ListItemDialog({ item, list }: ListItemDialogProps) {
  const { t } = useTranslation('inventory');
  const format = useFormat();
  const { language, errorText, formRef, focusFirstInvalid } = useFieldErrors();
  const [draft, setDraft] = useState(() => listingDraftFor(item.stock, language));
  // Messages appear after the first submit (at once when there is no stock), then follow every change.
  const [isSubmitted, setIsSubmitted] = useState(false);
  const validation = validateListingDraft(draft, item.stock, language);
  const errors = !validation.ok && (isSubmitted || validation.errors.noStock) ? validation.errors : {};
  const { transaction, isSyncing } = list;
  const example = formatNumberForInput(EXAMPLE_PRICE, language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!validation.ok) {
      focusFirstInvalid();
      return;
    }
    void list.submit(validation.listing);
  };

  const message = (error: ListingFieldError | undefined) => {
    if (error === undefined) return null;
    if (typeof error !== 'string') return errorText(error);
    return t(`listing.errors.${error}`, { stock: format.number(item.stock), example });
  };

  return (
    <Dialog
      onClose={list.close}
      title={t('listing.title')}
      description={t('listing.description', {
        name: item.name,
        stock: format.number(item.stock),
        unit: item.unit,
      })}
      closeLabel={t('close')}
      data-testid="list-item-dialog"
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        <WrongChainBanner />
        <NumberField
          label={t('listing.price')}
          placeholder={example}
          value={draft.price}
          disabled={isSyncing}
          error={message(errors.price)}
          onChange={(event) => setDraft({ ...draft, price: event.target.value })}
        />
        <NumberField
          label={t('listing.quantity')}
          whole
          value={draft.quantity}
          disabled={isSyncing}
          error={message(errors.quantity)}
          onChange={(event) => setDraft({ ...draft, quantity: event.target.value })}
        />
        {errors.noStock ? (
          <FieldMessage id="list-item-no-stock">{t('listing.errors.noStock')}</FieldMessage>
        ) : null}
        {transaction.step !== 'idle' ? <TransactionSteps transaction={transaction} /> : null}
        {list.uploadError ? (
          <FieldMessage id="list-item-error">{`${t('listing.failed')} ${list.uploadError}`}</FieldMessage>
        ) : null}
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={list.close}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            disabled={isSyncing || !list.canTransact || item.stock < 1}
            aria-busy={isSyncing}
          >
            {isSyncing ? t('supplies.syncing') : t('listing.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
