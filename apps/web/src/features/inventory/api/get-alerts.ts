import type { InventoryAlert } from '@careledger/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getAlerts(): Promise<InventoryAlert[]> {
  const { items } = await api.get('/inventory/alerts', () =>
    import('./schemas').then((m) => m.alertListSchema),
  );
  return items;
}

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.inventory.alerts(), queryFn: getAlerts });

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
