import { allowedOrderActions, type Order, type OrderAction } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { TransactionButton } from '@/components/marketplace/transaction-button';
import { useNow } from '@/hooks/use-now';
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

function SellerActionButton({ action, orderId }: { action: SellerAction; orderId: number }) {
  const { t } = useTranslation('marketplace');
  const { canTransact } = useWalletSession();
  const transaction = useContractTransaction();
  return (
    <TransactionButton
      size="sm"
      variant={action === 'reject' ? 'danger' : 'primary'}
      transaction={transaction}
      steps={<TransactionSteps transaction={transaction} />}
      disabled={!canTransact}
      onClick={() => void transaction.run({ functionName: FUNCTIONS[action], args: [BigInt(orderId)] })}
    >
      {t(`supplier.orderActions.${action}`)}
    </TransactionButton>
  );
}
