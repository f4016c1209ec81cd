import { NOTIFICATION_EVENTS, type Notification } from '@careledger/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema, validateResponse } from '@/lib/response-validation';
import { insertNotification } from './notification-cache';

const STREAM_URL = '/api/notifications/stream';

const createdSchema = responseSchema('features/notifications', 'notificationSchema');

async function onCreated(queryClient: QueryClient, event: MessageEvent<string>): Promise<void> {
  let payload: unknown;
  try {
    payload = JSON.parse(event.data);
  } catch {
    return;
  }
  // Checked on the validation worker, in the order the events came; one that fails its schema is dropped.
  let notification: Notification;
  try {
    notification = await validateResponse(createdSchema, payload);
  } catch {
    return;
  }
  queryClient.setQueryData<Notification[]>(queryKeys.notifications(), (list) =>
    insertNotification(list, notification),
  );
}

/**
 * One EventSource for the whole app. New notifications go straight into the cache (so the bell updates
 * without a reload); any other change, or a reconnect after a gap, refetches the list.
 *
 * The stream is closed while the page is hidden for the browser's back/forward cache and opened again when
 * the page is shown. A kept page would hold its connection, and a browser opens at most six to one server over
 * HTTP/1.1: after six screens opened in one tab by address or bookmark, the seventh waited for ever.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let hasOpened = false;
    const refetch = () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
    const handleCreated = (event: MessageEvent<string>) => void onCreated(queryClient, event);
    const handleOpen = () => {
      // The first connection follows the initial fetch; later ones follow a gap that may have missed events.
      if (hasOpened) void refetch();
      hasOpened = true;
    };
    const connect = () => {
      source = new EventSource(STREAM_URL);
      source.addEventListener(NOTIFICATION_EVENTS.created, handleCreated);
      source.addEventListener(NOTIFICATION_EVENTS.changed, refetch);
      source.addEventListener('open', handleOpen);
    };
    const disconnect = () => {
      source?.close();
      source = undefined;
    };
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted && !source) connect();
    };
    connect();
    window.addEventListener('pagehide', disconnect);
    window.addEventListener('pageshow', handlePageShow);
    return () => {
      window.removeEventListener('pagehide', disconnect);
      window.removeEventListener('pageshow', handlePageShow);
      disconnect();
    };
  }, [queryClient]);
}
