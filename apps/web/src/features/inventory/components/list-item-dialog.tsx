import type { InventoryItem } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/hooks/use-format';
import { type ListingFormError, listingDraftFor, validateListingDraft } from '../lib/listing-form';
import type { ListItemState } from '../lib/use-list-item';
import { TransactionSteps, WrongChainBanner } from '../lib/wallet';

interface ListItemDialogProps {
  item: InventoryItem;
  list: ListItemState;
}

/** "List on the marketplace": the unit price in ETH and the quantity to offer, then the wallet's steps. */
export function ListItemDialog({ item, list }: ListItemDialogProps) {
  const { t } = useTranslation('inventory');
  const format = useFormat();
  const [draft, setDraft] = useState(() => listingDraftFor(item.stock));
  const [invalid, setInvalid] = useState<ListingFormError | null>(item.stock < 1 ? 'noStock' : null);
  const { transaction, isSyncing } = list;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateListingDraft(draft, item.stock);
    if (!result.ok) {
      setInvalid(result.error);
      return;
    }
    setInvalid(null);
    void list.submit(result.listing);
  };

  const invalidText = invalid ? t(`listing.errors.${invalid}`, { stock: item.stock }) : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : list.close())}
      title={t('listing.title')}
      description={t('listing.description', {
        name: item.name,
        stock: format.number(item.stock),
        unit: item.unit,
      })}
      closeLabel={t('close')}
      data-testid="list-item-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <WrongChainBanner />
        <TextField
          label={t('listing.price')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.05"
          value={draft.price}
          disabled={isSyncing}
          error={invalid === 'price' ? invalidText : null}
          onChange={(event) => setDraft({ ...draft, price: event.target.value })}
        />
        <TextField
          label={t('listing.quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={item.stock}
          step={1}
          value={draft.quantity}
          disabled={isSyncing}
          error={invalid === 'quantity' ? invalidText : null}
          onChange={(event) => setDraft({ ...draft, quantity: event.target.value })}
        />
        {invalid === 'noStock' ? <FieldMessage id="list-item-no-stock">{invalidText}</FieldMessage> : null}
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
