import type { SuppliesPage } from '@careledger/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './query-keys';

/** How many matches the receive dialog offers at once; a search narrows the rest. */
const PICKER_PAGE_SIZE = 50;

export function getInventoryItems(search: string): Promise<SuppliesPage> {
  const params = new URLSearchParams({ pageSize: String(PICKER_PAGE_SIZE) });
  if (search) params.set('search', search);
  return api.get(`/inventory/supplies?${params}`, () =>
    import('./schemas').then((m) => m.suppliesPageSchema),
  );
}

/** Inventory items to receive a delivered purchase into (the inventory's own API, read only). */
export function useInventoryItems(search: string) {
  return useQuery({
    queryKey: marketplaceKeys.inventoryItems(search),
    queryFn: () => getInventoryItems(search),
    placeholderData: keepPreviousData,
  });
}
