import {
  CURRENT_ROLE,
  type NewNotification,
  NOTIFICATION_CAP,
  NOTIFICATION_EVENTS,
  type Notification,
  type NotificationText,
  newNotificationSchema,
  type Role,
} from '@careledger/shared';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications, profiles } from '../../db/schema';
import { renderNotificationText } from '../../lib/messages';
import type { SseHub } from '../../lib/sse-hub';
import { inTransaction, publishAfterCommit } from '../../lib/transaction';
import { toNotification } from './to-notification';

export interface StoreNotificationOptions {
  /** A transaction from inTransaction: the insert and the trim commit together, and the push waits for it. */
  db: Database;
  /** Who receives it; the current viewer by default. */
  recipient?: Role;
  notification: NewNotification;
}

export interface RaiseNotificationOptions extends StoreNotificationOptions {
  hub: SseHub;
}

/**
 * Raises a notification: the function other modules call when something happens (a stock alert, an order,
 * a finished prediction run). Validates it, stores it, keeps only the recipient's NOTIFICATION_CAP newest
 * (oldest dropped), all in one transaction; once it commits, `notification.created` reaches the recipient's
 * open tabs.
 */
export async function raiseNotification({
  db,
  hub,
  ...options
}: RaiseNotificationOptions): Promise<Notification> {
  return inTransaction({ db, hub }, (tx) => storeNotification({ db: tx, ...options }));
}

/**
 * The transactional half of raiseNotification, for a caller that already has a transaction open: stores the
 * notification and queues its push for when that transaction commits (nothing is pushed if it rolls back).
 */
export async function storeNotification({
  db,
  recipient = CURRENT_ROLE,
  notification,
}: StoreNotificationOptions): Promise<Notification> {
  const { code, params, ...values } = newNotificationSchema.parse(notification);
  // The English words are stored beside the code, for programs and logs; readers see the code in their language.
  const text = renderNotificationText({ code, params } as NotificationText);
  // Locking the recipient's profile row serialises concurrent raises, so the cap holds under load.
  await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.role, recipient)).for('update');
  const [row] = await db
    .insert(notifications)
    .values({
      ...values,
      code,
      params,
      title: clip(text.title, 120),
      message: clip(text.message, 500),
      recipient,
    })
    .returning();
  if (!row) throw new Error('inserting a notification returned no row');
  await trimNotifications({ db, recipient });
  const created = toNotification(row);
  publishAfterCommit(db, { recipient, event: NOTIFICATION_EVENTS.created, data: created });
  return created;
}

/** Long item names can make a long title; the stored English is cut, the code and params keep everything. */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Deletes all but the recipient's NOTIFICATION_CAP newest notifications; returns how many it dropped. */
export async function trimNotifications({
  db,
  recipient,
}: {
  db: Database;
  recipient: Role;
}): Promise<number> {
  const keep = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.recipient, recipient))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_CAP);
  const dropped = await db
    .delete(notifications)
    .where(and(eq(notifications.recipient, recipient), notInArray(notifications.id, keep)))
    .returning({ id: notifications.id });
  return dropped.length;
}

/** Tells the recipient's other tabs to refetch after a read, delete or clear, once `tx` commits. */
export function announceNotificationsChanged(tx: Database, recipient: Role): void {
  publishAfterCommit(tx, { recipient, event: NOTIFICATION_EVENTS.changed, data: {} });
}
