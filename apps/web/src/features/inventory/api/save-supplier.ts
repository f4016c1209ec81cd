import type { Supplier, SupplierInput } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';

const loadSupplierSchema = () => import('./schemas').then((m) => m.supplierSchema);

/** POST suppliers for a new one, PATCH suppliers/:id for an existing one. */
export function saveSupplier({ id, input }: { id: number | null; input: SupplierInput }): Promise<Supplier> {
  if (id === null) return api.post('/inventory/suppliers', loadSupplierSchema, input);
  return api.patch(`/inventory/suppliers/${id}`, loadSupplierSchema, input);
}

export function useSaveSupplier() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: saveSupplier, onSuccess: invalidate });
}
