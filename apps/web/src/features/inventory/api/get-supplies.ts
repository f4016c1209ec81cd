import type { SuppliesPage, SuppliesQuery } from '@careledger/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inventoryKeys } from './query-keys';

function toSearchParams(query: SuppliesQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  if (query.page) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function getSupplies(query: SuppliesQuery): Promise<SuppliesPage> {
  return api.get(`/inventory/supplies${toSearchParams(query)}`, () =>
    import('./schemas').then((m) => m.suppliesPageSchema),
  );
}

export const suppliesQueryOptions = (query: SuppliesQuery) =>
  queryOptions({
    queryKey: inventoryKeys.supplies(query),
    queryFn: () => getSupplies(query),
    // The table keeps showing the last page while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export function useSupplies(query: SuppliesQuery) {
  return useQuery(suppliesQueryOptions(query));
}
