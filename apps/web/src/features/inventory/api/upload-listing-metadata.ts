import type { ProductMetadataStored, ProductMetadataUpload } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Stores the listing's metadata with the inventory item it publishes; the answer's hash goes on chain. The
 * server links the listing to the item and marks the item verified once the listing is.
 */
export function uploadListingMetadata(metadata: ProductMetadataUpload): Promise<ProductMetadataStored> {
  return api.post(
    '/marketplace/metadata',
    () => import('./schemas').then((m) => m.productMetadataStoredSchema),
    metadata,
  );
}

export function useUploadListingMetadata() {
  return useMutation({ mutationFn: uploadListingMetadata });
}
