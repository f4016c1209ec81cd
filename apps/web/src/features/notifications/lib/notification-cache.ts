import { capNotifications, type Notification } from '@careledger/shared';

/**
 * A notification pushed by the server joins the cached list at the top; a repeat of one already there
 * replaces it, and the list keeps at most NOTIFICATION_CAP entries (oldest dropped).
 * Before the first fetch there is no list to add to: the fetch will bring it.
 */
export function insertNotification(
  list: readonly Notification[] | undefined,
  created: Notification,
): Notification[] | undefined {
  if (!list) return undefined;
  return capNotifications([created, ...list.filter((n) => n.id !== created.id)]);
}

export function markRead(list: readonly Notification[] | undefined, id: string): Notification[] | undefined {
  return list?.map((n) => (n.id === id ? { ...n, read: true } : n));
}

export function markAllRead(list: readonly Notification[] | undefined): Notification[] | undefined {
  return list?.map((n) => (n.read ? n : { ...n, read: true }));
}

export function removeNotification(
  list: readonly Notification[] | undefined,
  id: string,
): Notification[] | undefined {
  return list?.filter((n) => n.id !== id);
}
