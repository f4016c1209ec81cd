import type { InventoryItem } from '@careledger/shared';
import { api } from '@/lib/api-client';

/** One inventory item as it stands now (its stock is the sum of its ledger). */
export function getInventoryItem(id: number): Promise<InventoryItem> {
  return api.get(`/inventory/items/${id}`, () => import('./schemas').then((m) => m.inventoryItemSchema));
}
