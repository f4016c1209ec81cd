import { CURRENT_ROLE } from '@careledger/shared';
import type { Database } from '../../db/client';
import type { SseHub } from '../../lib/sse-hub';
import { publishNotificationCreated } from '../notifications/raise-notification';
import { evaluateAlerts } from './evaluate-alerts';

/** Today as YYYY-MM-DD (UTC). */
export function todayOf(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The alert check (POST alerts/check, the schedule, and after movements through evaluateAlerts): one
 * transaction, then each new alert's notification is pushed to open tabs.
 */
export async function checkAlerts({
  db,
  hub,
  today = todayOf(),
}: {
  db: Database;
  hub?: SseHub;
  today?: string;
}): Promise<{ created: number; resolved: number; active: number }> {
  const { notifications, ...result } = await db.transaction((tx) =>
    evaluateAlerts({ db: tx, today, notify: true }),
  );
  if (hub) {
    for (const notification of notifications) {
      publishNotificationCreated({ hub, recipient: CURRENT_ROLE, notification });
    }
  }
  return result;
}
