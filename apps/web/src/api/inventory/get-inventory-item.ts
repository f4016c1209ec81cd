import type { InventoryItem } from '@careledger/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

/** One inventory item as it stands now (its stock is the sum of its ledger). */
export function getInventoryItem(id: number): Promise<InventoryItem> {
  return api.get(`/inventory/items/${id}`, responseSchema('api/inventory', 'inventoryItemSchema'));
}

/** Under the inventory root; always read afresh, since the sync compares listings with the stock as it is now. */
export const inventoryItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.inventory.item(id), queryFn: () => getInventoryItem(id), staleTime: 0 });
