import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChainInfo } from './marketplace-api';

/** Under ['marketplace'], so a confirmed transaction's invalidation refreshes the head and indexed blocks too. */
export const chainInfoQueryKey = ['marketplace', 'chain'] as const;

export const chainInfoQueryOptions = () =>
  queryOptions({ queryKey: chainInfoQueryKey, queryFn: getChainInfo, staleTime: 5 * 60_000 });

/** GET /api/marketplace/chain: the chain the server follows, its contract, and the demo accounts. */
export function useChainInfo() {
  return useQuery(chainInfoQueryOptions());
}
