import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOptimisticUpdate } from '../lib/use-optimistic-update';

export function clearNotifications() {
  return api.delete('/notifications', () =>
    import('./schemas').then((m) => m.notificationsClearedResultSchema),
  );
}

export function useClearNotifications() {
  return useMutation({ mutationFn: clearNotifications, ...useOptimisticUpdate<void>(() => []) });
}
