import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markAllRead } from '../lib/notification-cache';
import { useOptimisticUpdate } from '../lib/use-optimistic-update';

export function markAllNotificationsRead() {
  return api.post('/notifications/read-all', () =>
    import('./schemas').then((m) => m.notificationsReadResultSchema),
  );
}

export function useMarkAllNotificationsRead() {
  return useMutation({ mutationFn: markAllNotificationsRead, ...useOptimisticUpdate<void>(markAllRead) });
}
