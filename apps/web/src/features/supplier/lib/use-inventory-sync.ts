import type { InventorySyncResult } from '@careledger/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '@/components/marketplace/describe-error';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { useTranslation } from '@/lib/i18n';
import { getActiveListings } from '../api/get-active-listings';
import { inventoryItemQueryOptions } from '../api/get-inventory-item';
import { updateInventoryFromChain } from '../api/update-inventory-from-chain';
import { linkedListings, planInventorySync } from './plan-inventory-sync';
import { productName } from './product-name';
import { useWalletSession } from './use-wallet-session';
import { useContractTransaction } from './wallet';

/** A failure's spec sentence, then what went wrong when there is more to say. */
const failure = (sentence: string, detail: string) => (detail ? `${sentence} ${detail}` : sentence);

interface SyncProgress {
  current: number;
  total: number;
  name: string;
}

/**
 * The supplier's two inventory actions (spec 000 sections 4, 7 and 8).
 *
 * Sync Inventory to Marketplace: the listed inventory of each active listing made from an inventory item
 * follows the item's stock, one updateProduct transaction per listing that differs. Sales not yet on the
 * ledger are recorded first, so units already sold are not offered again.
 *
 * Update Inventory from Blockchain: the server records the seller's marketplace sales on the stock ledger.
 */
export function useInventorySync() {
  const { t } = useTranslation('marketplace');
  const toast = useToast();
  const queryClient = useQueryClient();
  const { address, canTransact } = useWalletSession();
  const transaction = useContractTransaction();
  const [isSyncing, setIsSyncing] = useState(false);
  const [isUpdating, setIsUpdating] = useState(false);
  const [progress, setProgress] = useState<SyncProgress | null>(null);
  const [notRecorded, setNotRecorded] = useState<InventorySyncResult['notRecorded']>([]);

  const reloadInventory = useInvalidateInventory();

  /** The sentence for a ledger update, and the sales it could not record (shown below the buttons). */
  const report = (result: InventorySyncResult) => {
    setNotRecorded(result.notRecorded);
    if (result.notRecorded.length > 0)
      toast.error(
        [
          t('inventorySync.notRecordedTitle', { count: result.notRecorded.length }),
          ...result.notRecorded.map((n) =>
            t('inventorySync.notRecordedItem', { orderId: n.orderId, message: n.message }),
          ),
        ].join(' '),
      );
    return t('inventorySync.updated', { count: result.recorded, reversed: result.reversed });
  };

  const syncToMarketplace = async () => {
    if (!address) {
      toast.error(t('inventorySync.connectWallet'));
      return;
    }
    setIsSyncing(true);
    transaction.reset();
    try {
      const recorded = await updateInventoryFromChain(address);
      const ledgerChanged = recorded.recorded + recorded.reversed > 0;
      const ledgerSentence = ledgerChanged ? report(recorded) : null;
      if (ledgerChanged) void reloadInventory();
      const products = await getActiveListings(address);
      const itemIds = [...new Set(linkedListings(products).map((p) => p.inventoryItemId))];
      const items = await Promise.all(
        itemIds.map((id) => queryClient.fetchQuery(inventoryItemQueryOptions(id))),
      );
      const plan = planInventorySync(products, new Map(items.map((item) => [item.id, item.stock])));
      for (const [index, update] of plan.entries()) {
        setProgress({ current: index + 1, total: plan.length, name: productName(update.product, t) });
        const outcome = await transaction.run(update.call);
        if (!outcome.ok) {
          toast.error(failure(t('inventorySync.syncFailed'), outcome.message));
          return;
        }
      }
      toast.success(
        [
          t('inventorySync.synced'),
          ledgerSentence,
          plan.length > 0
            ? t('inventorySync.listingsUpdated', { count: plan.length })
            : t('inventorySync.upToDate'),
        ]
          .filter(Boolean)
          .join(' '),
      );
    } catch (error) {
      toast.error(failure(t('inventorySync.syncFailed'), describeError(error)));
    } finally {
      setProgress(null);
      setIsSyncing(false);
    }
  };

  const updateFromBlockchain = async () => {
    if (!address) {
      toast.error(t('inventorySync.connectWallet'));
      return;
    }
    setIsUpdating(true);
    try {
      const result = await updateInventoryFromChain(address);
      toast.success(report(result));
      await reloadInventory();
    } catch (error) {
      toast.error(failure(t('inventorySync.updateFailed'), describeError(error)));
    } finally {
      setIsUpdating(false);
    }
  };

  return {
    syncToMarketplace,
    updateFromBlockchain,
    isSyncing,
    isUpdating,
    /** Connected on another chain: the wallet cannot send the updates. */
    wrongChain: address !== null && !canTransact,
    progress,
    notRecorded,
    transaction,
  };
}
