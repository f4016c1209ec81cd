import { z } from 'zod';
import {
  messageParamsSchema,
  type NotificationCode,
  type NotificationText,
  notificationParams,
} from './messages/params';

/** Spec 000 section 9: the list keeps at most 50 notifications, oldest dropped. */
export const NOTIFICATION_CAP = 50;

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export const NOTIFICATION_CATEGORIES = ['inventory', 'marketplace', 'ml', 'ai', 'system'] as const;
export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;
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

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export const notificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);
export const notificationPrioritySchema = z.enum(NOTIFICATION_PRIORITIES);

export const notificationSchema = z.object({
  id: z.string(),
  /** English, rendered from the catalogue when stored: for programs, and for rows from before codes. */
  title: z.string(),
  message: z.string(),
  /** What happened (`notifications.<code>` or, for an alert, `alerts.<code>` in messages.json); null on old rows. */
  code: z.string().nullable(),
  /** The values the code's words need. */
  params: messageParamsSchema,
  type: notificationTypeSchema,
  category: notificationCategorySchema,
  priority: notificationPrioritySchema,
  read: z.boolean(),
  actionUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationCategory = z.infer<typeof notificationCategorySchema>;

export const notificationListSchema = z.object({ items: z.array(notificationSchema) });
/** POST /api/notifications/read-all: how many were marked read. */
export const notificationsReadResultSchema = z.object({ updated: z.number().int() });
/** DELETE /api/notifications (Clear all): how many were deleted. */
export const notificationsClearedResultSchema = z.object({ deleted: z.number().int() });

const NOTIFICATION_CODE_LIST = Object.keys(notificationParams) as [NotificationCode, ...NotificationCode[]];

/**
 * What a server module passes to raise a notification: a code and its params, never a sentence. The server
 * stores the English words alongside; each reader sees them in their own language.
 */
export const newNotificationSchema = z
  .object({
    code: z.enum(NOTIFICATION_CODE_LIST),
    params: messageParamsSchema,
    type: notificationTypeSchema.default('info'),
    category: notificationCategorySchema,
    priority: notificationPrioritySchema.default('medium'),
    actionUrl: z.enum(NOTIFICATION_ACTION_URLS).nullable().default(null),
  })
  .superRefine(({ code, params }, context) => {
    const fits = notificationParams[code].safeParse(params);
    if (!fits.success) {
      context.addIssue({
        code: 'custom',
        path: ['params'],
        message: `params do not fit ${code}: ${fits.error.message}`,
      });
    }
  });
/** Typed per code, so a wrong or missing param fails type-checking. */
export type NewNotification = Omit<z.input<typeof newNotificationSchema>, 'code' | 'params'> &
  NotificationText;

/** Server-Sent Events on GET /api/notifications/stream. */
export const NOTIFICATION_EVENTS = {
  created: 'notification.created',
  changed: 'notifications.changed',
} as const;

export const READ_FILTERS = ['all', 'unread', 'high'] as const;
export type ReadFilter = (typeof READ_FILTERS)[number];
export type CategoryFilter = 'all' | NotificationCategory;

export function filterNotifications(
  items: readonly Notification[],
  readFilter: ReadFilter,
  category: CategoryFilter,
): Notification[] {
  return items.filter((n) => {
    if (readFilter === 'unread' && n.read) return false;
    if (readFilter === 'high' && n.priority !== 'high') return false;
    return category === 'all' || n.category === category;
  });
}

export function countUnread(items: readonly Notification[]): number {
  return items.filter((n) => !n.read).length;
}

export function countHighPriority(items: readonly Notification[]): number {
  return items.filter((n) => n.priority === 'high').length;
}

/** The bell badge: unread count, or the high-priority count when nothing is unread (spec 000 section 2.3). */
export function badgeCount(items: readonly Notification[]): number {
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
