import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { removeNotification } from '../lib/notification-cache';
import { useOptimisticUpdate } from '../lib/use-optimistic-update';

export function deleteNotification(id: string) {
  return api.delete(`/notifications/${encodeURIComponent(id)}`);
}

export function useDeleteNotification() {
  return useMutation({ mutationFn: deleteNotification, ...useOptimisticUpdate(removeNotification) });
}
