import type { InventoryItem } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/** "Remove" archives: the item leaves the lists, its stock card and history stay. */
export function archiveItem(id: number): Promise<InventoryItem> {
  return api.post(
    `/inventory/items/${id}/archive`,
    responseSchema('features/inventory', 'inventoryItemSchema'),
  );
}

export function useArchiveItem() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: archiveItem, onSuccess: invalidate });
}
