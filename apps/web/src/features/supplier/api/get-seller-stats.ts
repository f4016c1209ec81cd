import type { SupplierStats } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export function getSellerStats(seller: string): Promise<SupplierStats> {
  return api.get(
    `/marketplace/sellers/${encodeURIComponent(seller)}/stats`,
    responseSchema('features/supplier', 'supplierStatsSchema'),
  );
}

export function useSellerStats(seller: string) {
  return useQuery({
    queryKey: queryKeys.marketplace.sellerStats(seller),
    queryFn: () => getSellerStats(seller),
  });
}
