import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';

export function autoGenerateOrders() {
  return api.post('/inventory/purchase-orders/auto-generate', () =>
    import('./schemas').then((m) => m.autoGenerateResultSchema),
  );
}

export function useAutoGenerateOrders() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: autoGenerateOrders, onSuccess: invalidate });
}
