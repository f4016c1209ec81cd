import type { InventoryItem, ItemCreate } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';

export function createItem(item: ItemCreate): Promise<InventoryItem> {
  return api.post('/inventory/items', () => import('./schemas').then((m) => m.inventoryItemSchema), item);
}

export function useCreateItem() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: createItem, onSuccess: invalidate });
}
