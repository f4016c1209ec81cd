import { NOTIFICATION_CAP, type Notification } from '@careledger/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { toNotification } from './to-notification';

/** The recipient's notifications, newest first, at most NOTIFICATION_CAP. */
export async function listNotifications({
  db,
  recipient,
}: {
  db: Database;
  recipient: string;
}): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.recipient, recipient))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_CAP);
  return rows.map(toNotification);
}
