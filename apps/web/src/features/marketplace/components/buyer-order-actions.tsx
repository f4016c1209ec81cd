import { allowedOrderActions, type Order, type OrderAction } from '@careledger/shared';
import { OrderActionButton } from '@/components/marketplace/order-action-button';
import { useNow } from '@/hooks/use-now';
import { useTranslation } from '@/lib/i18n';
import { useWalletSession } from '../lib/use-wallet-session';
import { TransactionSteps, useContractTransaction } from '../lib/wallet';
import { RefundDate } from './refund-date';

/**
 * The contract functions behind the buyer's actions. A refund is cancelOrder on a confirmed order the seller has
 * not shipped within the contract's shipping timeout: the same call as a pending cancel, in its own words.
 */
const FUNCTIONS = {
  cancel: 'cancelOrder',
  refund: 'cancelOrder',
  confirmDelivery: 'confirmDelivery',
} as const;
type BuyerAction = keyof typeof FUNCTIONS;

const toBuyerAction = (action: OrderAction, order: Order): BuyerAction | null => {
  if (action === 'cancel') return order.status === 'confirmed' ? 'refund' : 'cancel';
  return action === 'confirmDelivery' ? action : null;
};

/**
 * Cancel while pending, cancel for a refund once a confirmed order has waited out the shipping timeout (with the
 * date it may from, before then), confirm delivery once shipped: only what the contract would accept now.
 */
export function BuyerOrderActions({ order, orderId }: { order: Order; orderId: number }) {
  const now = useNow();
  const cancellableNow = order.cancellableAt !== null && Date.parse(order.cancellableAt) <= now.getTime();
  const actions = allowedOrderActions(order.status, 'buyer', { mined: order.mined, cancellableNow })
    .map((action) => toBuyerAction(action, order))
    .filter((action) => action !== null);
  const refundDate =
    order.status === 'confirmed' && order.mined && order.cancellableAt !== null ? order.cancellableAt : null;
  if (actions.length === 0 && refundDate === null) return null;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {refundDate !== null ? <RefundDate date={refundDate} hasPassed={cancellableNow} /> : null}
      {actions.map((action) => (
        <BuyerActionButton key={action} action={action} orderId={orderId} />
      ))}
    </div>
  );
}

/** Every buyer action cannot be undone (a refund, a payment released), so each asks first (issue 12 item 6). */
function BuyerActionButton({ action, orderId }: { action: BuyerAction; orderId: number }) {
  const { t } = useTranslation('marketplace');
  const { canTransact } = useWalletSession();
  const transaction = useContractTransaction();
  return (
    <OrderActionButton
      label={t(`orders.actions.${action}`)}
      variant={action === 'confirmDelivery' ? 'primary' : 'secondary'}
      transaction={transaction}
      steps={<TransactionSteps transaction={transaction} />}
      disabled={!canTransact}
      question={{
        title: t(`orders.ask.${action}.title`, { id: orderId }),
        description: t(`orders.ask.${action}.description`),
        confirmLabel: t(`orders.ask.${action}.confirm`),
        cancelLabel: t(`orders.ask.${action}.keep`),
        closeLabel: t('close'),
        pendingLabel: t('purchase.processing'),
      }}
      onRun={() => transaction.run({ functionName: FUNCTIONS[action], args: [BigInt(orderId)] })}
      doneMessage={t(`orders.done.${action}`, { id: orderId })}
    />
  );
}
