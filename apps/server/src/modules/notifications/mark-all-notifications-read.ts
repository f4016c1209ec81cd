import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { SseHub } from '../../lib/sse-hub';
import { inTransaction } from '../../lib/transaction';
import { announceNotificationsChanged } from './raise-notification';

/** Marks every unread notification of the recipient read; returns how many changed. */
export async function markAllNotificationsRead({
  db,
  hub,
  recipient,
}: {
  db: Database;
  hub: SseHub;
  recipient: string;
}): Promise<{ updated: number }> {
  return inTransaction({ db, hub }, async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.recipient, recipient), eq(notifications.read, false)))
      .returning({ id: notifications.id });
    if (rows.length > 0) announceNotificationsChanged(tx, recipient);
    return { updated: rows.length };
  });
}
