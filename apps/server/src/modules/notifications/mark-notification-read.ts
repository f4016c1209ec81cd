import type { Notification } from '@careledger/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { SseHub } from '../../lib/sse-hub';
import { inTransaction } from '../../lib/transaction';
import { announceNotificationsChanged } from './raise-notification';
import { toNotification } from './to-notification';

export interface MarkNotificationReadOptions {
  db: Database;
  hub: SseHub;
  recipient: string;
  id: string;
}

export async function markNotificationRead({
  db,
  hub,
  recipient,
  id,
}: MarkNotificationReadOptions): Promise<Notification> {
  return inTransaction({ db, hub }, async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), eq(notifications.recipient, recipient)))
      .returning();
    if (!row) throw notificationNotFound(id);
    announceNotificationsChanged(tx, recipient);
    return toNotification(row);
  });
}

export function notificationNotFound(id: string) {
  return notFound('notificationNotFound', { id });
}
