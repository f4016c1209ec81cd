import type { MarketplaceStats } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getMarketplaceStats(): Promise<MarketplaceStats> {
  return api.get('/marketplace/stats', () => import('./schemas').then((m) => m.marketplaceStatsSchema));
}

export function useMarketplaceStats() {
  return useQuery({ queryKey: queryKeys.marketplace.stats(), queryFn: getMarketplaceStats });
}
