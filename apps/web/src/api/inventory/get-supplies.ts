import type { SuppliesPage, SuppliesQuery } from '@careledger/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';
import { toSearchParams } from '@/lib/search-params';

/** GET /inventory/supplies: the inventory's list, and the item pickers of other screens. */
export function getSupplies(query: SuppliesQuery): Promise<SuppliesPage> {
  return api.get(
    `/inventory/supplies${toSearchParams(query)}`,
    responseSchema('api/inventory', 'suppliesPageSchema'),
  );
}

export const suppliesQueryOptions = (query: SuppliesQuery) =>
  queryOptions({
    queryKey: queryKeys.inventory.supplies(query),
    queryFn: () => getSupplies(query),
    // A table or picker keeps showing the last page while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export function useSupplies(query: SuppliesQuery) {
  return useQuery(suppliesQueryOptions(query));
}
