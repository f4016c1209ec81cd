import { allowedOrderActions, type Order, type OrderAction } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { TransactionButton } from '@/components/marketplace/transaction-button';
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

function BuyerActionButton({ action, orderId }: { action: BuyerAction; orderId: number }) {
  const { t } = useTranslation('marketplace');
  const { canTransact } = useWalletSession();
  const transaction = useContractTransaction();
  return (
    <TransactionButton
      size="sm"
      variant={action === 'cancel' ? 'secondary' : 'primary'}
      transaction={transaction}
      steps={<TransactionSteps transaction={transaction} />}
      disabled={!canTransact}
      onClick={() => void transaction.run({ functionName: FUNCTIONS[action], args: [BigInt(orderId)] })}
    >
      {t(`orders.actions.${action}`)}
    </TransactionButton>
  );
}
