import type { MovementInput } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/** Answers with the movements written and the item as it now stands. */
export function postMovement({ itemId, movement }: { itemId: number; movement: MovementInput }) {
  return api.post(
    `/inventory/items/${itemId}/movements`,
    responseSchema('features/inventory', 'postedMovementSchema'),
    movement,
  );
}

export function usePostMovement() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: postMovement, onSuccess: invalidate });
}
