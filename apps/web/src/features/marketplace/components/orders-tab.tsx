import { ShoppingBag, Wallet } from 'lucide-react';
import { useOrders } from '@/api/marketplace/get-orders';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useWalletSession } from '../lib/use-wallet-session';
import { OrderCard } from './order-card';

/** Spec 000 section 2.6 "My Orders": the connected wallet's purchases, newest first. */
export function OrdersTab() {
  const { t } = useTranslation('marketplace');
  const { wallet, address } = useWalletSession();
  const orders = useOrders(address ? { buyer: address } : null);

  if (!address)
    return (
      <div className="flex flex-col items-center">
        <EmptyState
          icon={<Wallet aria-hidden="true" className="size-10 text-slate-400" />}
          title={t('empty.connectTitle')}
          description={t('empty.connectHint')}
        />
        <Button onClick={() => void wallet.connect()} disabled={wallet.status === 'connecting'}>
          {t('empty.connectTitle')}
        </Button>
      </div>
    );
  if (orders.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} />
      </div>
    );
  if (orders.isError)
    return (
      <ErrorState
        message={`${t('loadError')}: ${errorMessage(orders.error)}`}
        retryLabel={t('retry')}
        onRetry={() => void orders.refetch()}
      />
    );
  if (orders.data.length === 0)
    return (
      <EmptyState
        icon={<ShoppingBag aria-hidden="true" className="size-10 text-slate-400" />}
        title={t('empty.orders')}
        description={t('empty.ordersHint')}
      />
    );
  return (
    <ul aria-label={t('orders.listLabel')} className="space-y-3">
      {orders.data.map((order) => (
        <OrderCard key={order.txHash} order={order} />
      ))}
    </ul>
  );
}
