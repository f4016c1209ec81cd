import type { InventorySummary } from '@careledger/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getInventorySummary(): Promise<InventorySummary> {
  return api.get('/inventory/summary', () => import('./schemas').then((m) => m.inventorySummarySchema));
}

export const inventorySummaryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.inventory.summary(), queryFn: getInventorySummary });
