import type { SuppliesPage } from '@careledger/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How many matches the receive dialog offers at once; a search narrows the rest. */
const PICKER_PAGE_SIZE = 50;

export function getInventoryItems(search: string): Promise<SuppliesPage> {
  const params = new URLSearchParams({ pageSize: String(PICKER_PAGE_SIZE) });
  if (search) params.set('search', search);
  return api.get(`/inventory/supplies?${params}`, () =>
    import('./schemas').then((m) => m.suppliesPageSchema),
  );
}

/** Under the inventory root: an inventory change reloads the picker too. */
export const inventoryItemsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeys.inventory.supplies({ search, pageSize: PICKER_PAGE_SIZE }),
    queryFn: () => getInventoryItems(search),
    placeholderData: keepPreviousData,
  });

/** Inventory items to receive a delivered purchase into (the inventory's own API, read only). */
export function useInventoryItems(search: string) {
  return useQuery(inventoryItemsQueryOptions(search));
}
