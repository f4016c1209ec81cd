import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';

export function checkAlerts() {
  return api.post('/inventory/alerts/check', () => import('./schemas').then((m) => m.alertCheckResultSchema));
}

export function useCheckAlerts() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: checkAlerts, onSuccess: invalidate });
}
