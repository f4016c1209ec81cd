import type { PurchaseOrder, PurchaseOrderCreate } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/**
 * A manual order to one supplier; it starts pending. Shared: the inventory's New Order and the forecast dialog of
 * the predictions screen both place one.
 */
export function createPurchaseOrder(order: PurchaseOrderCreate): Promise<PurchaseOrder> {
  return api.post(
    '/inventory/purchase-orders',
    responseSchema('api/inventory', 'purchaseOrderSchema'),
    order,
  );
}

export function useCreatePurchaseOrder() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: createPurchaseOrder, onSuccess: invalidate });
}
