import type { Role } from '@careledger/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { SseHub } from '../../lib/sse-hub';
import { publishNotificationsChanged } from './raise-notification';

/** Marks every unread notification of the recipient read; returns how many changed. */
export async function markAllNotificationsRead({
  db,
  hub,
  recipient,
}: {
  db: Database;
  hub: SseHub;
  recipient: Role;
}): Promise<{ updated: number }> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.recipient, recipient), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  if (rows.length > 0) publishNotificationsChanged({ hub, recipient });
  return { updated: rows.length };
}
