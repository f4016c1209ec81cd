import type { InventoryItem, ItemCreate } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateInventory } from './use-invalidate-inventory';

export function createItem(item: ItemCreate): Promise<InventoryItem> {
  return api.post('/inventory/items', () => import('./schemas').then((m) => m.inventoryItemSchema), item);
}

export function useCreateItem() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: createItem, onSuccess: invalidate });
}
