import type { Hex } from '@careledger/shared';
import { useUploadMetadata } from '@/api/marketplace/upload-metadata';
import type { ValidProduct } from './product-form';
import { useContractTransaction } from './wallet';

export type ContractCall = Parameters<ReturnType<typeof useContractTransaction>['run']>[0];

/**
 * Saving a listing is two steps: the metadata goes to the server (which answers with its hash), then the
 * wallet sends the transaction that carries the hash. The caller watches `transaction.step` for the end.
 */
export function useSaveProduct() {
  const upload = useUploadMetadata();
  const transaction = useContractTransaction();
  const save = async (product: ValidProduct, call: (metadataHash: Hex) => ContractCall) => {
    const stored = await upload.mutateAsync(product.metadata);
    return transaction.run(call(stored.hash));
  };
  const isSubmitting = upload.isPending || transaction.step === 'signing' || transaction.step === 'pending';
  return { save, isSubmitting, transaction };
}
