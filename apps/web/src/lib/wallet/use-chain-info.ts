import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { getChainInfo } from './marketplace-api';

export const chainInfoQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.marketplace.chain(), queryFn: getChainInfo, staleTime: 5 * 60_000 });

/** GET /api/marketplace/chain: the chain the server follows, its contract, and the demo accounts. */
export function useChainInfo() {
  return useQuery(chainInfoQueryOptions());
}
