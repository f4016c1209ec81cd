import type { Order, OrderListQuery } from '@careledger/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';
import { toSearchParams } from '@/lib/search-params';

/** GET /marketplace/orders of one buyer (their purchases) or one seller (spec 000 section 6), newest first. */
export async function getOrders(query: OrderListQuery): Promise<Order[]> {
  const list = await api.get(
    `/marketplace/orders${toSearchParams(query)}`,
    responseSchema('api/marketplace', 'orderListSchema'),
  );
  return list.items;
}

export const ordersQueryOptions = (query: OrderListQuery) =>
  queryOptions({ queryKey: queryKeys.marketplace.orders(query), queryFn: () => getOrders(query) });

/** Nothing is asked for without a query (no wallet connected). */
export function useOrders(query: OrderListQuery | null) {
  return useQuery({ ...ordersQueryOptions(query ?? {}), enabled: query !== null });
}
