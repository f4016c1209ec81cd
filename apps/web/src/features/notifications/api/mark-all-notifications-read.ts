import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';
import { markAllRead } from '../lib/notification-cache';
import { useOptimisticUpdate } from '../lib/use-optimistic-update';

export function markAllNotificationsRead() {
  return api.post(
    '/notifications/read-all',
    responseSchema('features/notifications', 'notificationsReadResultSchema'),
  );
}

export function useMarkAllNotificationsRead() {
  return useMutation({ mutationFn: markAllNotificationsRead, ...useOptimisticUpdate<void>(markAllRead) });
}
