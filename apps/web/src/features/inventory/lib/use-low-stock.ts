import { OVERVIEW_LIST_LIMIT } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { suppliesQueryOptions } from '@/api/inventory/get-supplies';

/**
 * The first items that need restocking, critical first, then low, and how many need it in all; `queries`
 * lets the screen wait for them.
 */
export function useLowStock() {
  const critical = useQuery(suppliesQueryOptions({ status: 'critical', pageSize: OVERVIEW_LIST_LIMIT }));
  const low = useQuery(suppliesQueryOptions({ status: 'low', pageSize: OVERVIEW_LIST_LIMIT }));
  const items =
    critical.data && low.data
      ? [...critical.data.items, ...low.data.items].slice(0, OVERVIEW_LIST_LIMIT)
      : undefined;
  // How many need restocking in all, so the card can say what it leaves out.
  const total = critical.data && low.data ? critical.data.total + low.data.total : undefined;
  return { items, total, queries: [critical, low] };
}
