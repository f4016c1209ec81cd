import type { Database } from '../../db/client';
import type { SseHub } from '../../lib/sse-hub';
import { todayOf } from '../../lib/today';
import { inTransaction } from '../../lib/transaction';
import { type AlertEvaluation, evaluateAlerts } from './evaluate-alerts';

/**
 * The alert check (POST alerts/check, the schedule, and after movements through evaluateAlerts): one
 * transaction; once it commits, each new alert's notification reaches open tabs. It counts new, updated
 * (current figures written into an open alert), resolved and active alerts.
 */
export async function checkAlerts({
  db,
  hub,
  today = todayOf(),
}: {
  db: Database;
  hub?: SseHub;
  today?: string;
}): Promise<AlertEvaluation> {
  return inTransaction({ db, hub }, (tx) => evaluateAlerts({ db: tx, today, notify: true }));
}
