import type { Notification } from '@careledger/shared';
import type { notifications } from '../../db/schema';

export function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    code: row.code,
    params: row.params,
    type: row.type,
    category: row.category,
    priority: row.priority,
    read: row.read,
    actionUrl: row.actionUrl,
    createdAt: row.createdAt.toISOString(),
  };
}
