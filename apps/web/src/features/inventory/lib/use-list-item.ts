import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useCreateListing } from '../api/create-listing';
import { hasConnectedWallet } from './wallet';

/**
 * The List action (spec 000 section 2.5): a connected wallet is required; while the listing is created the row
 * shows "Syncing...". Publishing arrives with the marketplace issue: until then the call fails and says so.
 */
export function useListItem(itemId: number) {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const create = useCreateListing();
  const [isChecking, setIsChecking] = useState(false);

  const listItem = async () => {
    setIsChecking(true);
    const isConnected = await hasConnectedWallet();
    setIsChecking(false);
    if (!isConnected) {
      toast.error(t('listing.connectWallet'));
      return;
    }
    create.mutate(itemId, {
      onSuccess: () => toast.success(t('listing.listed')),
      onError: () => toast.error(t('listing.failed')),
    });
  };

  return { isSyncing: create.isPending, isBusy: isChecking || create.isPending, listItem };
}
