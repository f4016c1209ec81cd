import type { Role } from '@careledger/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { SseHub } from '../../lib/sse-hub';
import { notificationNotFound } from './mark-notification-read';
import { publishNotificationsChanged } from './raise-notification';

export async function deleteNotification({
  db,
  hub,
  recipient,
  id,
}: {
  db: Database;
  hub: SseHub;
  recipient: Role;
  id: string;
}): Promise<void> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.recipient, recipient)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw notificationNotFound(id);
  publishNotificationsChanged({ hub, recipient });
}
