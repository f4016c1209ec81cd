import type { Order } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getBuyerOrders(buyer: string): Promise<Order[]> {
  const list = await api.get(`/marketplace/orders?buyer=${encodeURIComponent(buyer)}`, () =>
    import('./schemas').then((m) => m.orderListSchema),
  );
  return list.items;
}

/** The connected wallet's purchases; nothing is asked for without a wallet. */
export function useBuyerOrders(buyer: string | null) {
  return useQuery({
    queryKey: queryKeys.marketplace.orders({ buyer: buyer ?? '' }),
    queryFn: () => getBuyerOrders(buyer ?? ''),
    enabled: buyer !== null,
  });
}
