import { Inbox } from 'lucide-react';
import { useOrders } from '@/api/marketplace/get-orders';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { SellerOrderRow } from './seller-order-row';

/** Orders whose seller is the wallet, newest first. */
export function SellerOrders({ seller }: { seller: string }) {
  const { t } = useTranslation('marketplace');
  const orders = useOrders({ seller });
  if (orders.isPending) return <Spinner label={t('loading')} />;
  if (orders.isError)
    return (
      <ErrorState
        message={`${t('supplier.loadError')}: ${errorMessage(orders.error)}`}
        retryLabel={t('retry')}
        onRetry={() => void orders.refetch()}
      />
    );
  if (orders.data.length === 0)
    return (
      <EmptyState
        icon={<Inbox aria-hidden="true" className="size-10 text-slate-400" />}
        title={t('supplier.empty.orders')}
        description={t('supplier.empty.ordersHint')}
      />
    );
  return (
    <ul aria-label={t('supplier.ordersLabel')} className="space-y-3">
      {orders.data.map((order) => (
        <SellerOrderRow key={order.txHash} order={order} />
      ))}
    </ul>
  );
}
