import type { Notification } from '@careledger/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getNotifications(): Promise<Notification[]> {
  const { items } = await api.get('/notifications', () =>
    import('./schemas').then((m) => m.notificationListSchema),
  );
  return items;
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications(), queryFn: getNotifications });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
