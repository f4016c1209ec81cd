import { CURRENT_ROLE, type RfidCheckResult } from '@careledger/shared';
import type { Database } from '../../db/client';
import type { SseHub } from '../../lib/sse-hub';
import { publishNotificationCreated } from '../notifications/raise-notification';
import { evaluateUnseenTags } from './evaluate-unseen-tags';

/**
 * The unseen-tag check (POST /api/rfid/check and the alert schedule): one transaction, then each new alert's
 * notification is pushed to open tabs.
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
  const { notifications, ...result } = await db.transaction((tx) =>
    evaluateUnseenTags({ db: tx, unseenDays, now, notify: true }),
  );
  if (hub) {
    for (const notification of notifications) {
      publishNotificationCreated({ hub, recipient: CURRENT_ROLE, notification });
    }
  }
  return result;
}
