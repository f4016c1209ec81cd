import type { RfidCheckResult } from '@careledger/shared';
import type { Database } from '../../db/client';
import type { SseHub } from '../../lib/sse-hub';
import { inTransaction } from '../../lib/transaction';
import { evaluateUnseenTags } from './evaluate-unseen-tags';

/**
 * The unseen-tag check (POST /api/rfid/check and the alert schedule): one transaction; once it commits, each new
 * alert's notification reaches open tabs.
 */
export async function checkUnseenTags({
  db,
  hub,
  unseenDays,
  now = new Date(),
}: {
  db: Database;
  hub?: SseHub;
  unseenDays: number;
  now?: Date;
}): Promise<RfidCheckResult> {
  return inTransaction({ db, hub }, (tx) => evaluateUnseenTags({ db: tx, unseenDays, now, notify: true }));
}
