import type { Supplier, SupplierInput } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

const supplierResponse = responseSchema('features/inventory', 'supplierSchema');

/** POST suppliers for a new one, PATCH suppliers/:id for an existing one. */
export function saveSupplier({ id, input }: { id: number | null; input: SupplierInput }): Promise<Supplier> {
  if (id === null) return api.post('/inventory/suppliers', supplierResponse, input);
  return api.patch(`/inventory/suppliers/${id}`, supplierResponse, input);
}

export function useSaveSupplier() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: saveSupplier, onSuccess: invalidate });
}
