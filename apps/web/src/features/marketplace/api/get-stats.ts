import type { MarketplaceStats } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export function getMarketplaceStats(): Promise<MarketplaceStats> {
  return api.get('/marketplace/stats', responseSchema('features/marketplace', 'marketplaceStatsSchema'));
}

export function useMarketplaceStats() {
  return useQuery({ queryKey: queryKeys.marketplace.stats(), queryFn: getMarketplaceStats });
}
