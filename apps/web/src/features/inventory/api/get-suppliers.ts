import type { Supplier } from '@careledger/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export async function getSuppliers(): Promise<Supplier[]> {
  const { items } = await api.get(
    '/inventory/suppliers',
    responseSchema('features/inventory', 'supplierListSchema'),
  );
  return items;
}

export const suppliersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.inventory.suppliers(), queryFn: getSuppliers });

export function useSuppliers() {
  return useQuery(suppliersQueryOptions());
}
