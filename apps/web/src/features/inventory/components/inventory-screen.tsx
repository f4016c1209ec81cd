import { useDeferredValue, useState } from 'react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { useScreenHead } from '@/components/ui/screen-head';
import { ScreenLoadState } from '@/components/ui/screen-load-state';
import { useCan } from '@/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useInventoryData } from '../lib/use-inventory-data';
import { useInventoryTab } from '../lib/use-inventory-tab';
import { AddSupplyButton } from './add-supply-button';
import { HeaderActions } from './header-actions';
import { InventoryTabs } from './inventory-tabs';
import { SummaryCards } from './summary-cards';

const AddItemDialog = lazyDialog(() => import('./add-item-dialog').then((m) => m.AddItemDialog));

/** Spec 001 "Inventory Management" with the spec 000 inventory list as its supplies tab. */
export function InventoryScreen() {
  const { t } = useTranslation('inventory');
  const head = useScreenHead('inventory');
  const data = useInventoryData();
  // The whole screen renders once its data is in: in the background, in slices that leave the page responsive.
  const summary = useDeferredValue(data.summary);
  const { tab, setTab } = useInventoryTab();
  const [isAdding, setIsAdding] = useState(false);
  const canManage = useCan('inventory.manage');

  if (!summary) {
    return (
      <ScreenLoadState
        {...head}
        isPending={data.isPending || data.summary !== undefined}
        loadingLabel={t('loading')}
        errorMessage={`${t('loadError')} ${errorMessage(data.error)}`}
        retryLabel={t('retry')}
        onRetry={data.retry}
      />
    );
  }

  const addSupply = () => {
    setTab('supplies');
    setIsAdding(true);
  };

  return (
    <>
      <PageHeader {...head} actions={<HeaderActions />} />
      <SummaryCards summary={summary} />
      <InventoryTabs tab={tab} onTabChange={setTab} onAddItem={() => setIsAdding(true)} />
      {canManage ? (
        <>
          {isAdding ? <AddItemDialog open onOpenChange={setIsAdding} /> : null}
          <AddSupplyButton onClick={addSupply} />
          {/* Room under the last row, so the floating button never covers its actions. */}
          <div aria-hidden="true" className="h-20" />
        </>
      ) : null}
    </>
  );
}
