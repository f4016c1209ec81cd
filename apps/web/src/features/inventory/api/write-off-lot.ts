import type { WriteOffInput } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/** Writes off what is left of one lot, with its reason; answers like a posted movement. */
export function writeOffLot({
  itemId,
  lotId,
  input,
}: {
  itemId: number;
  lotId: number;
  input: WriteOffInput;
}) {
  return api.post(
    `/inventory/items/${itemId}/lots/${lotId}/write-off`,
    responseSchema('features/inventory', 'postedMovementSchema'),
    input,
  );
}

export function useWriteOffLot() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: writeOffLot, onSuccess: invalidate });
}
