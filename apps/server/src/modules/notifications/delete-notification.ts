import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { SseHub } from '../../lib/sse-hub';
import { inTransaction } from '../../lib/transaction';
import { notificationNotFound } from './mark-notification-read';
import { announceNotificationsChanged } from './raise-notification';

export async function deleteNotification({
  db,
  hub,
  recipient,
  id,
}: {
  db: Database;
  hub: SseHub;
  recipient: string;
  id: string;
}): Promise<void> {
  await inTransaction({ db, hub }, async (tx) => {
    const rows = await tx
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.recipient, recipient)))
      .returning({ id: notifications.id });
    if (rows.length === 0) throw notificationNotFound(id);
    announceNotificationsChanged(tx, recipient);
  });
}
