import type { InventoryItem, ProductMetadataUpload } from '@careledger/shared';
import { useState } from 'react';
import { useUploadMetadata } from '@/api/marketplace/upload-metadata';
import { describeError } from '@/components/marketplace/describe-error';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import type { TFunction } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n';
import { camelKey } from '@/lib/keys';
import type { ValidListing } from './listing-form';
import { useContractTransaction, useWallet } from './wallet';

/** The listing's metadata: the item's name and category, and a sentence from its category, unit and supplier. */
export function listingMetadata(item: InventoryItem, t: TFunction<'inventory'>): ProductMetadataUpload {
  const category = t(`categories.${camelKey(item.category)}` as 'categories.other');
  const description = item.supplierName
    ? t('listing.productDescription', { category, supplier: item.supplierName, unit: item.unit })
    : t('listing.productDescriptionNoSupplier', { category, unit: item.unit });
  return { name: item.name, description, category: item.category, imageUrl: '', inventoryItemId: item.id };
}

/** A failure's spec sentence, then what went wrong when there is more to say. */
const failure = (sentence: string, detail: string) => (detail ? `${sentence} ${detail}` : sentence);

/**
 * The List action (spec 000 sections 2.5, 4 and 5): a connected wallet is required, else the spec's toast. With
 * one, the dialog asks for the price and quantity; the metadata is stored (linked to the item), then the wallet
 * sends listProduct with its hash. The row shows "Syncing..." until the transaction is recorded, even when the
 * dialog was closed meanwhile.
 */
export function useListItem(item: InventoryItem) {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const wallet = useWallet();
  const upload = useUploadMetadata();
  const transaction = useContractTransaction();
  const invalidate = useInvalidateInventory();
  const [isOpen, setIsOpen] = useState(false);
  const isSyncing = upload.isPending || transaction.isBusy;

  const open = () => {
    if (wallet.status !== 'connected' || !wallet.address) {
      toast.error(t('listing.connectWallet'));
      return;
    }
    if (!isSyncing) {
      upload.reset();
      transaction.reset();
    }
    setIsOpen(true);
  };

  const submit = async (listing: ValidListing) => {
    try {
      const stored = await upload.mutateAsync(listingMetadata(item, t));
      const outcome = await transaction.run({
        functionName: 'listProduct',
        args: [listing.priceWei, listing.quantity, stored.hash],
      });
      if (!outcome.ok) {
        toast.error(failure(t('listing.failed'), outcome.message));
        return;
      }
      toast.success(t('listing.listed'));
      setIsOpen(false);
      // The server marks the item verified once its listing is: reload the screen to show it.
      await invalidate();
    } catch (error) {
      toast.error(failure(t('listing.failed'), describeError(error)));
    }
  };

  return {
    isOpen,
    open,
    close: () => setIsOpen(false),
    submit,
    isSyncing,
    canTransact: wallet.isCorrectChain,
    transaction,
    uploadError: upload.isError ? describeError(upload.error) : null,
  };
}

export type ListItemState = ReturnType<typeof useListItem>;
