import { formatEthAmount, type Order } from '@careledger/shared';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';

/** The top of an order as buyer and seller both see it: its title, product and date, total and quantity. */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation('marketplace');
  const { date } = useFormat();
  const title =
    order.id !== null
      ? t('orders.orderId', { id: order.id })
      : order.status === 'failed'
        ? t('orders.failedPurchase')
        : t('orders.unmined');
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h2 className="font-semibold text-slate-900 dark:text-slate-50">{title}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {order.productName ?? t('product.fallbackName', { id: order.productId })}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{date(order.createdAt)}</p>
      </div>
      <div className="text-right">
        <p className="font-bold text-slate-900 dark:text-slate-50">
          {t('eth', { amount: formatEthAmount(order.totalWei, 2) })}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('orders.qty', { quantity: order.quantity })}
        </p>
      </div>
    </div>
  );
}
