import type { InventorySummary } from '@careledger/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export function getInventorySummary(): Promise<InventorySummary> {
  return api.get('/inventory/summary', responseSchema('features/inventory', 'inventorySummarySchema'));
}

export const inventorySummaryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.inventory.summary(), queryFn: getInventorySummary });
