import type { Order } from '@careledger/shared';
import { OrderStatusBadge } from '@/components/marketplace/order-status-badge';
import { OrderSummary } from '@/components/marketplace/order-summary';
import { useTranslation } from '@/lib/i18n';
import { shortAddress, shortTxHash } from '@/lib/wallet/short-text';
import { SellerOrderActions } from './seller-order-actions';

export function SellerOrderRow({ order }: { order: Order }) {
  const { t } = useTranslation('marketplace');
  return (
    <li
      data-testid="seller-order"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <OrderSummary order={order} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <OrderStatusBadge status={order.status} />
          <span className="text-slate-700 dark:text-slate-300" title={order.buyer}>
            {t('supplier.buyer', { address: shortAddress(order.buyer) })}
          </span>
          <span className="font-mono text-xs text-slate-600 dark:text-slate-400" title={order.txHash}>
            {t('orders.tx', { hash: shortTxHash(order.txHash) })}
          </span>
        </div>
        {order.id !== null ? <SellerOrderActions order={order} orderId={order.id} /> : null}
      </div>
    </li>
  );
}
