import type { Role } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { SseHub } from '../../lib/sse-hub';
import { publishNotificationsChanged } from './raise-notification';

/** Deletes all of the recipient's notifications; returns how many there were. */
export async function clearNotifications({
  db,
  hub,
  recipient,
}: {
  db: Database;
  hub: SseHub;
  recipient: Role;
}): Promise<{ deleted: number }> {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.recipient, recipient))
    .returning({ id: notifications.id });
  if (rows.length > 0) publishNotificationsChanged({ hub, recipient });
  return { deleted: rows.length };
}
