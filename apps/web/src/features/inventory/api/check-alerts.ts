import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

export function checkAlerts() {
  return api.post('/inventory/alerts/check', responseSchema('features/inventory', 'alertCheckResultSchema'));
}

export function useCheckAlerts() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: checkAlerts, onSuccess: invalidate });
}
