import type { ProductMetadataStored, ProductMetadataUpload } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/**
 * Stores a listing's name, description, category and image; the answer's hash goes on chain. When the listing
 * publishes an inventory item (`inventoryItemId`), the server links the two and marks the item verified once
 * the listing is.
 */
export function uploadMetadata(metadata: ProductMetadataUpload): Promise<ProductMetadataStored> {
  return api.post(
    '/marketplace/metadata',
    responseSchema('api/marketplace', 'productMetadataStoredSchema'),
    metadata,
  );
}

export function useUploadMetadata() {
  return useMutation({ mutationFn: uploadMetadata });
}
