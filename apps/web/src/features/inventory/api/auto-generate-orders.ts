import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateInventory } from './use-invalidate-inventory';

export function autoGenerateOrders() {
  return api.post('/inventory/purchase-orders/auto-generate', () =>
    import('./schemas').then((m) => m.autoGenerateResultSchema),
  );
}

export function useAutoGenerateOrders() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: autoGenerateOrders, onSuccess: invalidate });
}
