import type { MovementInput, StockMovement } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateInventory } from './use-invalidate-inventory';

export function postMovement({ itemId, movement }: { itemId: number; movement: MovementInput }) {
  return api.post<StockMovement>(
    `/inventory/items/${itemId}/movements`,
    () => import('./schemas').then((m) => m.stockMovementSchema),
    movement,
  );
}

export function usePostMovement() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: postMovement, onSuccess: invalidate });
}
