import { allowedOrderActions, type Order, type OrderAction } from '@careledger/shared';
import { OrderActionButton } from '@/components/marketplace/order-action-button';
import { useNow } from '@/hooks/use-now';
import { useTranslation } from '@/lib/i18n';
import { useWalletSession } from '../lib/use-wallet-session';
import { TransactionSteps, useContractTransaction } from '../lib/wallet';

/** The contract functions behind the seller's actions. */
const FUNCTIONS = {
  confirm: 'confirmOrder',
  ship: 'shipOrder',
  reject: 'rejectOrder',
  finalize: 'finalizeOrder',
} as const;
type SellerAction = keyof typeof FUNCTIONS;

const isSellerAction = (action: OrderAction): action is SellerAction => action in FUNCTIONS;

/** Confirm, ship, reject or finalise: only what the contract would accept now. */
export function SellerOrderActions({ order, orderId }: { order: Order; orderId: number }) {
  const now = useNow();
  const finalizableNow = order.finalizableAt !== null && Date.parse(order.finalizableAt) <= now.getTime();
  const actions = allowedOrderActions(order.status, 'seller', { mined: order.mined, finalizableNow }).filter(
    isSellerAction,
  );
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap items-start gap-2">
      {actions.map((action) => (
        <SellerActionButton key={action} action={action} orderId={orderId} />
      ))}
    </div>
  );
}

/** Reject refunds the buyer for good, so it asks first (issue 12 item 6); every action ends with a toast. */
function SellerActionButton({ action, orderId }: { action: SellerAction; orderId: number }) {
  const { t } = useTranslation('marketplace');
  const { canTransact } = useWalletSession();
  const transaction = useContractTransaction();
  return (
    <OrderActionButton
      label={t(`supplier.orderActions.${action}`)}
      variant={action === 'reject' ? 'danger' : 'primary'}
      transaction={transaction}
      steps={<TransactionSteps transaction={transaction} />}
      disabled={!canTransact}
      question={
        action === 'reject'
          ? {
              title: t('supplier.orderAsk.reject.title', { id: orderId }),
              description: t('supplier.orderAsk.reject.description'),
              confirmLabel: t('supplier.orderAsk.reject.confirm'),
              cancelLabel: t('supplier.orderAsk.reject.keep'),
              closeLabel: t('close'),
              pendingLabel: t('purchase.processing'),
            }
          : undefined
      }
      onRun={() => transaction.run({ functionName: FUNCTIONS[action], args: [BigInt(orderId)] })}
      doneMessage={t(`supplier.orderDone.${action}`, { id: orderId })}
    />
  );
}
