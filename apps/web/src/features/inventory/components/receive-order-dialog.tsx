import type { PurchaseOrder } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/use-toasts';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useReceivePurchaseOrder } from '../api/receive-purchase-order';
import {
  buildReceipt,
  outstandingQuantity,
  type ReceiveLineDraft,
  type ReceiveLineProblem,
  receiveLineProblems,
  toReceiveDrafts,
} from '../lib/receive-form';
import { DialogActions } from './dialog-actions';

interface ReceiveOrderDialogProps {
  order: PurchaseOrder;
  onClose: () => void;
}

/** Receive all or part of a confirmed order, with a lot number and expiry date per line. */
export function ReceiveOrderDialog({ order, onClose }: ReceiveOrderDialogProps) {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const receive = useReceivePurchaseOrder();
  const [drafts, setDrafts] = useState(() => toReceiveDrafts(order));
  const [invalid, setInvalid] = useState(false);
  const [problems, setProblems] = useState<Map<number, ReceiveLineProblem>>(new Map());
  const orderId = t('orders.orderId', { id: order.id });

  const change = (index: number, patch: Partial<ReceiveLineDraft>) =>
    setDrafts(drafts.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const receipt = buildReceipt(order, drafts);
    setProblems(receiveLineProblems(order, drafts));
    setInvalid(receipt === null);
    if (!receipt) return;
    receive.mutate(
      { id: order.id, receipt },
      {
        onSuccess: () => {
          toast.success(t('receive.received'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      onClose={onClose}
      title={t('receive.title', { id: orderId })}
      description={t('receive.description')}
      closeLabel={t('close')}
      size="xl"
      data-testid="receive-order-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-2 py-2">
                  {t('receive.item')}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {t('receive.outstanding')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('stockCard.quantity')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('stockCard.lot')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('supplies.columns.expiry')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {drafts.map((draft, index) => {
                const line = order.lines.find((l) => l.id === draft.lineId);
                if (!line) return null;
                const item = line.itemName;
                const problem = problems.get(draft.lineId);
                const problemId = `receive-line-${draft.lineId}-problem`;
                return (
                  <tr key={draft.lineId} data-testid="receive-line" data-line-id={draft.lineId}>
                    <th scope="row" className="px-2 py-2 font-medium">
                      {item}
                    </th>
                    <td className="px-2 py-2 text-right tabular-nums">{outstandingQuantity(line)}</td>
                    <td className="px-2 py-2">
                      <Input
                        aria-label={t('receive.quantity', { item })}
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        className="w-24"
                        value={draft.quantity}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? problemId : undefined}
                        onChange={(event) => change(index, { quantity: event.target.value })}
                      />
                      {problem ? (
                        <FieldMessage id={problemId}>
                          {t(`receive.${problem}`, { outstanding: outstandingQuantity(line) })}
                        </FieldMessage>
                      ) : null}
                    </td>
                    <td className="px-2 py-2">
                      <Input
                        aria-label={t('receive.lotNumber', { item })}
                        className="w-36"
                        value={draft.lotNumber}
                        onChange={(event) => change(index, { lotNumber: event.target.value })}
                      />
                    </td>
                    <td className="px-2 py-2">
                      <Input
                        aria-label={t('receive.expiry', { item })}
                        type="date"
                        className="w-40"
                        value={draft.expiry}
                        onChange={(event) => change(index, { expiry: event.target.value })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {invalid ? <FieldMessage id="receive-invalid">{t('receive.invalid')}</FieldMessage> : null}
        {receive.isError ? (
          <FieldMessage id="receive-error">{errorMessage(receive.error)}</FieldMessage>
        ) : null}
        <DialogActions submitLabel={t('receive.submit')} isPending={receive.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
