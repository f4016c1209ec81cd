import type { Order } from '@careledger/shared';
import { OrderStatusBadge } from '@/components/marketplace/order-status-badge';
import { OrderSummary } from '@/components/marketplace/order-summary';
import { useTranslation } from '@/lib/i18n';
import { shortTxHash } from '@/lib/wallet/short-text';
import { BuyerOrderActions } from './buyer-order-actions';
import { OrderRating } from './order-rating';
import { ReceiveOrderAction } from './receive-order-action';

export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('marketplace');
  const isDelivered = order.id !== null && order.status === 'delivered';
  return (
    <li
      data-testid="order-card"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <OrderSummary order={order} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <OrderStatusBadge status={order.status} />
          <span className="font-mono text-xs text-slate-600 dark:text-slate-400" title={order.txHash}>
            {t('orders.tx', { hash: shortTxHash(order.txHash) })}
          </span>
        </div>
        {order.id !== null ? <BuyerOrderActions order={order} orderId={order.id} /> : null}
      </div>
      {isDelivered && order.id !== null ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
          <OrderRating orderId={order.id} rating={order.rating} />
          <ReceiveOrderAction order={order} orderId={order.id} />
        </div>
      ) : null}
    </li>
  );
}
