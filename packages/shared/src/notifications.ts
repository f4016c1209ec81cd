// Constants and pure helpers of the notification centre. The schemas live in notification-schemas.ts, so a
// screen that only counts or sorts notifications (the bell, the event stream) does not build zod's schemas.

/** Spec 000 section 9: the list keeps at most 50 notifications, oldest dropped. */
export const NOTIFICATION_CAP = 50;

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export const NOTIFICATION_CATEGORIES = ['inventory', 'marketplace', 'ml', 'ai', 'system'] as const;
export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
/** What the helpers below read of a notification (notification-schemas.ts has the whole shape). */
interface NotificationFlags {
  read: boolean;
  priority: (typeof NOTIFICATION_PRIORITIES)[number];
  category: NotificationCategory;
}
/** Action links point only inside the app (spec 000 section 2.3). */
export const NOTIFICATION_ACTION_URLS = [
  '/inventory',
  '/ml-predictions',
  '/marketplace',
  '/supplier',
  '/medicine-recommendation',
  '/rfid',
  '/infinite-memory',
  '/profile',
  '/settings',
] as const;

/** Server-Sent Events on GET /api/notifications/stream. */
export const NOTIFICATION_EVENTS = {
  created: 'notification.created',
  changed: 'notifications.changed',
} as const;

export const READ_FILTERS = ['all', 'unread', 'high'] as const;
export type ReadFilter = (typeof READ_FILTERS)[number];
export type CategoryFilter = 'all' | NotificationCategory;

export function filterNotifications<T extends NotificationFlags>(
  items: readonly T[],
  readFilter: ReadFilter,
  category: CategoryFilter,
): T[] {
  return items.filter((n) => {
    if (readFilter === 'unread' && n.read) return false;
    if (readFilter === 'high' && n.priority !== 'high') return false;
    return category === 'all' || n.category === category;
  });
}

export function countUnread(items: readonly NotificationFlags[]): number {
  return items.filter((n) => !n.read).length;
}

export function countHighPriority(items: readonly NotificationFlags[]): number {
  return items.filter((n) => n.priority === 'high').length;
}

/** The bell badge: unread count, or the high-priority count when nothing is unread (spec 000 section 2.3). */
export function badgeCount(items: readonly NotificationFlags[]): number {
  const unread = countUnread(items);
  return unread > 0 ? unread : countHighPriority(items);
}

/** Newest first, at most NOTIFICATION_CAP: what a viewer keeps when a new one arrives. */
export function capNotifications<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, NOTIFICATION_CAP);
}

export type RelativeTime =
  | { unit: 'now' }
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; count: number }
  | { unit: 'days'; count: number };

/** "Just now", "Xm ago", "Xh ago", "Xd ago" (spec 000 section 9); the labels themselves are i18n keys. */
export function relativeTime(from: Date, now: Date): RelativeTime {
  const minutes = Math.floor((now.getTime() - from.getTime()) / 60_000);
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}
