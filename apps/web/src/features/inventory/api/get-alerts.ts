import type { InventoryAlert } from '@careledger/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export async function getAlerts(): Promise<InventoryAlert[]> {
  const { items } = await api.get(
    '/inventory/alerts',
    responseSchema('features/inventory', 'alertListSchema'),
  );
  return items;
}

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.inventory.alerts(), queryFn: getAlerts });

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
