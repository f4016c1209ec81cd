import type { Order } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Orders whose seller is the wallet (spec 000 section 6). */
export async function getSellerOrders(seller: string): Promise<Order[]> {
  const list = await api.get(`/marketplace/orders?seller=${encodeURIComponent(seller)}`, () =>
    import('./schemas').then((m) => m.orderListSchema),
  );
  return list.items;
}

export function useSellerOrders(seller: string) {
  return useQuery({
    queryKey: queryKeys.marketplace.orders({ seller }),
    queryFn: () => getSellerOrders(seller),
  });
}
