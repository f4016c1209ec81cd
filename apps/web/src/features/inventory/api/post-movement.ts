import type { MovementInput } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';

/** Answers with the movements written and the item as it now stands. */
export function postMovement({ itemId, movement }: { itemId: number; movement: MovementInput }) {
  return api.post(
    `/inventory/items/${itemId}/movements`,
    () => import('./schemas').then((m) => m.postedMovementSchema),
    movement,
  );
}

export function usePostMovement() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: postMovement, onSuccess: invalidate });
}
