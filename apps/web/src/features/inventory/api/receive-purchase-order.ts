import type { PurchaseOrder, PurchaseOrderReceive } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

export function receivePurchaseOrder({ id, receipt }: { id: number; receipt: PurchaseOrderReceive }) {
  return api.post<PurchaseOrder>(
    `/inventory/purchase-orders/${id}/receive`,
    responseSchema('features/inventory', 'purchaseOrderSchema'),
    receipt,
  );
}

export function useReceivePurchaseOrder() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: receivePurchaseOrder, onSuccess: invalidate });
}
