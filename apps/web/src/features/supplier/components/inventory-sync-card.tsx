import { ArrowDownToLine, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useTranslation } from '@/lib/i18n';
import { useInventorySync } from '../lib/use-inventory-sync';
import { TransactionSteps } from '../lib/wallet';

/** The Products view's two inventory actions: listed stock from inventory, and sales into inventory. */
export function InventorySyncCard() {
  const { t } = useTranslation('marketplace');
  const sync = useInventorySync();
  const isBusy = sync.isSyncing || sync.isUpdating;
  return (
    <Card aria-labelledby="inventory-sync-title" data-testid="inventory-sync">
      <CardHeader
        titleId="inventory-sync-title"
        title={t('inventorySync.title')}
        description={t('inventorySync.description')}
        icon={<RefreshCw aria-hidden="true" className="size-5 text-teal-700 dark:text-teal-300" />}
      />
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => void sync.syncToMarketplace()}
            disabled={isBusy || sync.wrongChain}
            aria-busy={sync.isSyncing}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {sync.isSyncing ? t('inventorySync.syncing') : t('inventorySync.toMarketplace')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void sync.updateFromBlockchain()}
            disabled={isBusy}
            aria-busy={sync.isUpdating}
          >
            <ArrowDownToLine aria-hidden="true" className="size-4" />
            {sync.isUpdating ? t('inventorySync.updating') : t('inventorySync.fromBlockchain')}
          </Button>
        </div>
        {sync.progress ? (
          <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="inventory-sync-progress">
            {t('inventorySync.progress', { ...sync.progress })}
          </p>
        ) : null}
        {sync.transaction.step !== 'idle' ? <TransactionSteps transaction={sync.transaction} /> : null}
        {sync.notRecorded.length > 0 ? (
          <div data-testid="inventory-sync-not-recorded" className="text-sm text-red-700 dark:text-red-300">
            <p className="font-medium">
              {t('inventorySync.notRecordedTitle', { count: sync.notRecorded.length })}
            </p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {sync.notRecorded.map((n) => (
                <li key={n.orderId}>
                  {t('inventorySync.notRecordedItem', { orderId: n.orderId, message: n.message })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
