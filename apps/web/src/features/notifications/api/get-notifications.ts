import type { Notification } from '@careledger/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export async function getNotifications(): Promise<Notification[]> {
  const { items } = await api.get(
    '/notifications',
    responseSchema('features/notifications', 'notificationListSchema'),
  );
  return items;
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications(), queryFn: getNotifications });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
