import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useSellerStats } from '../api/get-seller-stats';
import { WalletControls, WrongChainBanner } from '../lib/wallet';
import { AddProductDialog } from './add-product-dialog';
import { InventorySyncCard } from './inventory-sync-card';
import { SellerOrders } from './seller-orders';
import { SupplierProducts } from './supplier-products';
import { SupplierStats } from './supplier-stats';
import { type SupplierView, ViewToggle } from './view-toggle';
import { WithdrawCard } from './withdraw-card';

const VIEW_PARAM = 'view';

/**
 * Spec 000 section 2.7 with a wallet connected: the supplier is simply that wallet. Selling needs only
 * marketplace.trade (the screen's own gate); the inventory sync reads and writes the hospital's stock ledger,
 * so it shows only to a role with inventory.manage, never to an outside Medicine Supplier.
 */
export function SupplierDashboard({ seller, canTransact }: { seller: string; canTransact: boolean }) {
  const { t } = useTranslation('marketplace');
  const canSyncInventory = useCan('inventory.manage');
  const stats = useSellerStats(seller);
  // The view is part of the address: a reload or Back keeps it, and so does the dashboard being made again for
  // the wallet's account as it connects.
  const [params, setParams] = useSearchParams();
  const view: SupplierView = params.get(VIEW_PARAM) === 'orders' ? 'orders' : 'products';
  const setView = (next: SupplierView) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'orders') updated.set(VIEW_PARAM, 'orders');
        else updated.delete(VIEW_PARAM);
        return updated;
      },
      { replace: true },
    );
  const [isAdding, setIsAdding] = useState(false);
  return (
    <>
      <PageHeader
        title={t('supplier.title')}
        actions={
          <>
            <Button onClick={() => setIsAdding(true)} disabled={!canTransact}>
              <Plus aria-hidden="true" className="size-4" />
              {t('supplier.addProduct')}
            </Button>
            <WalletControls />
          </>
        }
      />
      <div className="space-y-6">
        <WrongChainBanner />
        {stats.isPending ? (
          <Spinner label={t('loading')} />
        ) : stats.isError ? (
          <ErrorState
            message={`${t('supplier.loadError')}: ${errorMessage(stats.error)}`}
            retryLabel={t('retry')}
            onRetry={() => void stats.refetch()}
          />
        ) : (
          <>
            <SupplierStats stats={stats.data} />
            <WithdrawCard balance={stats.data.balance} />
          </>
        )}
        <ViewToggle view={view} onChange={setView} />
        {view === 'products' ? (
          <>
            {canSyncInventory ? <InventorySyncCard /> : null}
            <SupplierProducts seller={seller} />
          </>
        ) : (
          <SellerOrders seller={seller} />
        )}
      </div>
      <AddProductDialog open={isAdding} onOpenChange={setIsAdding} />
    </>
  );
}
