import type { Database } from '../../db/client';
import type { SseHub } from '../../lib/sse-hub';
import { todayOf } from '../../lib/today';
import { inTransaction } from '../../lib/transaction';
import { evaluateAlerts } from './evaluate-alerts';

/**
 * The alert check (POST alerts/check, the schedule, and after movements through evaluateAlerts): one
 * transaction; once it commits, each new alert's notification reaches open tabs.
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
  return inTransaction({ db, hub }, (tx) => evaluateAlerts({ db: tx, today, notify: true }));
}
