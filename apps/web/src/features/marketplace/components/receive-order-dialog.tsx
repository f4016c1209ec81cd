import type { Order } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toasts';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useReceiveOrder } from '../api/receive-order';
import { useSuggestedItem } from '../lib/use-suggested-item';
import { InventoryItemPicker } from './inventory-item-picker';

interface ReceiveOrderDialogProps {
  order: Order;
  orderId: number;
  onClose: () => void;
}

/** Books a delivered purchase into an existing inventory item (preselected when known), with an optional lot and expiry. */
export function ReceiveOrderDialog({ order, orderId, onClose }: ReceiveOrderDialogProps) {
  const { t } = useTranslation('marketplace');
  const toast = useToast();
  const receive = useReceiveOrder(orderId);
  // The listing's own inventory item, or the one named exactly like the product, is chosen until the person
  // chooses otherwise (issue 12 item 10).
  const suggested = useSuggestedItem(order);
  const [chosenId, setItemId] = useState<string | null>(null);
  const itemId = chosenId ?? (suggested ? String(suggested.id) : '');
  const [lotNumber, setLotNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!itemId) {
      setProblem(t('receive.chooseItem'));
      return;
    }
    setProblem(null);
    receive.mutate(
      {
        itemId: Number(itemId),
        ...(lotNumber.trim() ? { lotNumber: lotNumber.trim() } : {}),
        ...(expiry ? { expiry } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('receive.success'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      onClose={onClose}
      title={t('receive.title')}
      description={t('receive.description', { quantity: order.quantity })}
      closeLabel={t('close')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <InventoryItemPicker value={itemId} onValueChange={setItemId} suggested={suggested} />
        <TextField
          label={t('receive.lot')}
          value={lotNumber}
          maxLength={60}
          onChange={(e) => setLotNumber(e.target.value)}
        />
        <TextField
          label={t('receive.expiry')}
          type="date"
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
        />
        {problem ? <FieldMessage id="receive-problem">{problem}</FieldMessage> : null}
        {receive.isError ? (
          <FieldMessage id="receive-error">{errorMessage(receive.error)}</FieldMessage>
        ) : null}
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={receive.isPending} aria-busy={receive.isPending}>
            {receive.isPending ? t('receive.saving') : t('receive.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
