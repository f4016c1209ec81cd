import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';
import { useOptimisticUpdate } from '../lib/use-optimistic-update';

export function clearNotifications() {
  return api.delete(
    '/notifications',
    responseSchema('features/notifications', 'notificationsClearedResultSchema'),
  );
}

export function useClearNotifications() {
  return useMutation({ mutationFn: clearNotifications, ...useOptimisticUpdate<void>(() => []) });
}
