import { z } from 'zod';
import {
  messageParamsSchema,
  type NotificationCode,
  type NotificationText,
  notificationParams,
} from './messages/params';

import {
  NOTIFICATION_ACTION_URLS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
} from './notifications';

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
