import {
  ACCOUNT_ROLES,
  type NewNotification,
  NOTIFICATION_CAP,
  NOTIFICATION_EVENTS,
  type Notification,
  type NotificationText,
  newNotificationSchema,
  type Permission,
  ROLE_PERMISSIONS,
} from '@careledger/shared';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, notifications, walletLinks } from '../../db/schema';
import { renderNotificationText } from '../../lib/messages';
import type { SseHub } from '../../lib/sse-hub';
import { inTransaction, publishAfterCommit } from '../../lib/transaction';
import { toNotification } from './to-notification';

export type NotificationAudience =
  | { accountId: string }
  | { permission: Permission }
  | { wallets: readonly string[] };

export interface StoreNotificationOptions {
  /** A transaction from inTransaction: the insert and the trim commit together, and the push waits for it. */
  db: Database;
  /** Who receives it: one account, every enabled account whose role has a permission, or the accounts that linked one of some wallets. */
  to: NotificationAudience;
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
}: RaiseNotificationOptions): Promise<Notification[]> {
  return inTransaction({ db, hub }, (tx) => storeNotification({ db: tx, ...options }));
}

/**
 * The transactional half of raiseNotification, for a caller that already has a transaction open: stores the
 * notification and queues its push for when that transaction commits (nothing is pushed if it rolls back).
 */
export async function storeNotification({
  db,
  to,
  notification,
}: StoreNotificationOptions): Promise<Notification[]> {
  const { code, params, ...values } = newNotificationSchema.parse(notification);
  // The English words are stored beside the code, for programs and logs; readers see the code in their language.
  const text = renderNotificationText({ code, params } as NotificationText);
  // Locking the recipients' account rows (in id order, so concurrent raises cannot deadlock) serialises
  // concurrent raises to one account, so the cap holds under load.
  const recipients = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(audienceCondition(db, to))
    .orderBy(asc(accounts.id))
    .for('update');
  const created: Notification[] = [];
  for (const { id: recipient } of recipients) {
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
    const notificationRow = toNotification(row);
    publishAfterCommit(db, { recipient, event: NOTIFICATION_EVENTS.created, data: notificationRow });
    created.push(notificationRow);
  }
  return created;
}

function audienceCondition(db: Database, to: NotificationAudience) {
  if ('accountId' in to) return eq(accounts.id, to.accountId);
  if ('permission' in to) {
    const roles = ACCOUNT_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(to.permission));
    return and(eq(accounts.disabled, false), inArray(accounts.role, roles));
  }
  const wallets = to.wallets.map((w) => w.toLowerCase());
  if (wallets.length === 0) return inArray(accounts.id, []);
  return and(
    eq(accounts.disabled, false),
    inArray(
      accounts.id,
      db.select({ id: walletLinks.accountId }).from(walletLinks).where(inArray(walletLinks.address, wallets)),
    ),
  );
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
  recipient: string;
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
export function announceNotificationsChanged(tx: Database, recipient: string): void {
  publishAfterCommit(tx, { recipient, event: NOTIFICATION_EVENTS.changed, data: {} });
}
