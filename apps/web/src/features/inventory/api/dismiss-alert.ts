import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';

export function dismissAlert(alertId: string) {
  return api.post('/inventory/alerts/dismiss', undefined, { alert_id: alertId });
}

/** Dismissing reloads the lists (spec 001 section 4). */
export function useDismissAlert() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: dismissAlert, onSuccess: invalidate });
}
