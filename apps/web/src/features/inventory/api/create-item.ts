import type { InventoryItem, ItemCreate } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

export function createItem(item: ItemCreate): Promise<InventoryItem> {
  return api.post('/inventory/items', responseSchema('features/inventory', 'inventoryItemSchema'), item);
}

export function useCreateItem() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: createItem, onSuccess: invalidate });
}
