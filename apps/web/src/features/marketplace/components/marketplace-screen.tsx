import type { Product } from '@careledger/shared';
import { useState } from 'react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { lazyPanel } from '@/components/ui/lazy-panel';
import { PageHeader } from '@/components/ui/page-header';
import { useScreenHead } from '@/components/ui/screen-head';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCan } from '@/hooks/use-session';
import { useTranslation } from '@/lib/i18n';
import { useWalletSession } from '../lib/use-wallet-session';
import { WrongChainBanner } from '../lib/wallet';
import { ConnectWalletNotice } from './connect-wallet-notice';
import { MarketplaceHeaderActions } from './marketplace-header-actions';
import { MarketplaceStats } from './marketplace-stats';
import { ProductsTab } from './products-tab';

// The purchase form and the wallet's transaction steps come when someone may buy, not before the products paint;
// My Orders (with its receiving dialog) when someone opens it.
const OrdersTab = lazyPanel(() => import('./orders-tab').then(({ OrdersTab }) => OrdersTab));
const PurchaseDialog = lazyDialog(() =>
  import('./purchase-dialog').then(({ PurchaseDialog }) => PurchaseDialog),
);

/**
 * Spec 000 section 2.6 "Medical Supply Marketplace". Browsing is public; buying, My Orders and the wallet
 * notice are for a role that may trade (a visitor, or a Default User, sees the products only).
 */
export function MarketplaceScreen() {
  const { t } = useTranslation('marketplace');
  const { isConnected } = useWalletSession();
  const canTrade = useCan('marketplace.trade');
  const [buying, setBuying] = useState<Product | null>(null);
  return (
    <>
      <PageHeader {...useScreenHead('marketplace')} actions={<MarketplaceHeaderActions />} />
      <div className="space-y-6">
        <WrongChainBanner />
        <MarketplaceStats />
        <Tabs defaultValue="products">
          <TabsList aria-label={t('tabs.label')}>
            <TabsTrigger value="products">{t('tabs.marketplace')}</TabsTrigger>
            {canTrade ? <TabsTrigger value="orders">{t('tabs.orders')}</TabsTrigger> : null}
          </TabsList>
          <TabsContent value="products">
            <ProductsTab onBuy={canTrade ? setBuying : undefined} />
          </TabsContent>
          {canTrade ? (
            <TabsContent value="orders">
              <OrdersTab />
            </TabsContent>
          ) : null}
        </Tabs>
      </div>
      {canTrade ? (
        <>
          {buying ? <PurchaseDialog product={buying} onClose={() => setBuying(null)} /> : null}
          {isConnected ? null : <ConnectWalletNotice />}
        </>
      ) : null}
    </>
  );
}
