import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { SseHub } from '../../lib/sse-hub';
import { inTransaction } from '../../lib/transaction';
import { announceNotificationsChanged } from './raise-notification';

/** Deletes all of the recipient's notifications; returns how many there were. */
export async function clearNotifications({
  db,
  hub,
  recipient,
}: {
  db: Database;
  hub: SseHub;
  recipient: string;
}): Promise<{ deleted: number }> {
  return inTransaction({ db, hub }, async (tx) => {
    const rows = await tx
      .delete(notifications)
      .where(eq(notifications.recipient, recipient))
      .returning({ id: notifications.id });
    if (rows.length > 0) announceNotificationsChanged(tx, recipient);
    return { deleted: rows.length };
  });
}
