import type { Order, OrderReceiveInput } from '@careledger/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './query-keys';

export function receiveOrder(orderId: number, input: OrderReceiveInput): Promise<Order> {
  return api.post(
    `/marketplace/orders/${orderId}/receive`,
    () => import('./schemas').then((m) => m.orderSchema),
    input,
  );
}

export function useReceiveOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderReceiveInput) => receiveOrder(orderId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
