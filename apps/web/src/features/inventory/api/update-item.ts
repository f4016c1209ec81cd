import type { InventoryItem, ItemUpdate } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

export function updateItem({ id, update }: { id: number; update: ItemUpdate }): Promise<InventoryItem> {
  return api.patch(
    `/inventory/items/${id}`,
    responseSchema('features/inventory', 'inventoryItemSchema'),
    update,
  );
}

export function useUpdateItem() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: updateItem, onSuccess: invalidate });
}
