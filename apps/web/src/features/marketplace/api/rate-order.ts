import type { Order, OrderRatingInput } from '@careledger/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export function rateOrder(orderId: number, input: OrderRatingInput): Promise<Order> {
  return api.post(
    `/marketplace/orders/${orderId}/rating`,
    responseSchema('features/marketplace', 'orderSchema'),
    input,
  );
}

export function useRateOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderRatingInput) => rateOrder(orderId, input),
    // A rating moves the product's rating and the marketplace's average.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.all }),
  });
}
