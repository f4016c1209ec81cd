import type { RestockingRequest } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

export type RestockingAction = 'schedule' | 'fulfil';

/**
 * Schedule Order (pending → scheduled: places a purchase order with the medicine's supplier) or Mark Fulfilled.
 * Any other move is a 409 with the reason.
 */
export function transitionRestockingRequest({
  requestId,
  action,
}: {
  requestId: number;
  action: RestockingAction;
}): Promise<RestockingRequest> {
  return api.post(
    `/medicine/restocking-requests/${requestId}/${action}`,
    responseSchema('api/medicine', 'restockingRequestSchema'),
  );
}

/** A purchase order may have been placed: every inventory view reloads (the medicine lists sit under it). */
export function useTransitionRestockingRequest() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: transitionRestockingRequest, onSuccess: invalidate });
}
