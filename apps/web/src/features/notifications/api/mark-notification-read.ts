import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';
import { markRead } from '../lib/notification-cache';
import { useOptimisticUpdate } from '../lib/use-optimistic-update';

export function markNotificationRead(id: string) {
  return api.post(
    `/notifications/${encodeURIComponent(id)}/read`,
    responseSchema('features/notifications', 'notificationSchema'),
  );
}

export function useMarkNotificationRead() {
  return useMutation({ mutationFn: markNotificationRead, ...useOptimisticUpdate(markRead) });
}
