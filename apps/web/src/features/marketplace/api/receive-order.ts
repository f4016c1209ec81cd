import type { Order, OrderReceiveInput } from '@careledger/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export function receiveOrder(orderId: number, input: OrderReceiveInput): Promise<Order> {
  return api.post(
    `/marketplace/orders/${orderId}/receive`,
    responseSchema('features/marketplace', 'orderSchema'),
    input,
  );
}

export function useReceiveOrder(orderId: number) {
  const queryClient = useQueryClient();
  const invalidateInventory = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: OrderReceiveInput) => receiveOrder(orderId, input),
    // The order shows as received, and the receipt it was booked as changes the item's stock.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.all }),
        invalidateInventory(),
      ]),
  });
}
