import { allowedOrderActions, type Order, type OrderAction } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { OrderActionButton } from '@/components/marketplace/order-action-button';
import { useWalletSession } from '../lib/use-wallet-session';
import { TransactionSteps, useContractTransaction } from '../lib/wallet';

/** The contract functions behind the buyer's two actions. */
const FUNCTIONS = { cancel: 'cancelOrder', confirmDelivery: 'confirmDelivery' } as const;
type BuyerAction = keyof typeof FUNCTIONS;

const isBuyerAction = (action: OrderAction): action is BuyerAction => action in FUNCTIONS;

/** Cancel while pending, confirm delivery once shipped: only what the contract would accept now. */
export function BuyerOrderActions({ order, orderId }: { order: Order; orderId: number }) {
  const actions = allowedOrderActions(order.status, 'buyer', { mined: order.mined }).filter(isBuyerAction);
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {actions.map((action) => (
        <BuyerActionButton key={action} action={action} orderId={orderId} />
      ))}
    </div>
  );
}

/** Both buyer actions cannot be undone (a refund, a payment released), so each asks first (issue 12 item 6). */
function BuyerActionButton({ action, orderId }: { action: BuyerAction; orderId: number }) {
  const { t } = useTranslation('marketplace');
  const { canTransact } = useWalletSession();
  const transaction = useContractTransaction();
  return (
    <OrderActionButton
      label={t(`orders.actions.${action}`)}
      variant={action === 'cancel' ? 'secondary' : 'primary'}
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
