import { NOTIFICATION_EVENTS, type Notification, notificationSchema } from '@careledger/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { insertNotification } from './notification-cache';

const STREAM_URL = '/api/notifications/stream';

function onCreated(queryClient: QueryClient, event: MessageEvent<string>): void {
  let payload: unknown;
  try {
    payload = JSON.parse(event.data);
  } catch {
    return;
  }
  const parsed = notificationSchema.safeParse(payload);
  if (!parsed.success) return;
  queryClient.setQueryData<Notification[]>(queryKeys.notifications(), (list) =>
    insertNotification(list, parsed.data),
  );
}

/**
 * One EventSource for the whole app. New notifications go straight into the cache (so the bell updates
 * without a reload); any other change, or a reconnect after a gap, refetches the list.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(STREAM_URL);
    let hasOpened = false;
    const refetch = () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
    const handleCreated = (event: MessageEvent<string>) => onCreated(queryClient, event);
    const handleOpen = () => {
      // The first connection follows the initial fetch; later ones follow a gap that may have missed events.
      if (hasOpened) void refetch();
      hasOpened = true;
    };
    source.addEventListener(NOTIFICATION_EVENTS.created, handleCreated);
    source.addEventListener(NOTIFICATION_EVENTS.changed, refetch);
    source.addEventListener('open', handleOpen);
    return () => source.close();
  }, [queryClient]);
}
