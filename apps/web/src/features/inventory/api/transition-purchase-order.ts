import type { PurchaseOrder } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/** The transitions without a body; receiving has its own request (receive-purchase-order). */
export type SimpleOrderAction = 'send' | 'confirm' | 'cancel';

export function transitionPurchaseOrder({ id, action }: { id: number; action: SimpleOrderAction }) {
  return api.post<PurchaseOrder>(
    `/inventory/purchase-orders/${id}/${action}`,
    responseSchema('features/inventory', 'purchaseOrderSchema'),
  );
}

export function useTransitionPurchaseOrder() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: transitionPurchaseOrder, onSuccess: invalidate });
}
