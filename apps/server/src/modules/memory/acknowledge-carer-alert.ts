import { type CarerAlert, MAX_ID, NOTIFICATION_EVENTS } from '@careledger/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carerAlerts, notifications } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import type { SseHub } from '../../lib/sse-hub';
import { inTransaction, publishAfterCommit } from '../../lib/transaction';
import type { ActingAccount } from '../patients';
import { selectCarerAlerts, toCarerAlert } from './list-carer-alerts';

/** What acknowledgeCarerAlert needs: the alert, and the carer acknowledging it. */
export interface AcknowledgeCarerAlertOptions {
  db: Database;
  hub?: SseHub;
  alertId: number;
  by: ActingAccount;
}

/**
 * A carer has seen an alert: it is marked acknowledged, once (a conditional update, so of two concurrent
 * acknowledgements one wins and the other is a 409), and the notifications it raised are marked read for
 * every recipient, whose open tabs are told once it commits. An unknown alert is a 404.
 */
export async function acknowledgeCarerAlert({
  db,
  hub,
  alertId,
  by,
}: AcknowledgeCarerAlertOptions): Promise<CarerAlert> {
  if (alertId > MAX_ID) throw notFound('carerAlertNotFound', { id: alertId });
  return inTransaction({ db, hub }, async (tx) => {
    const [updated] = await tx
      .update(carerAlerts)
      .set({ acknowledgedAt: new Date(), acknowledgedBy: by.id })
      .where(and(eq(carerAlerts.id, alertId), isNull(carerAlerts.acknowledgedAt)))
      .returning({ id: carerAlerts.id });
    if (!updated) {
      const [existing] = await tx
        .select({ id: carerAlerts.id })
        .from(carerAlerts)
        .where(eq(carerAlerts.id, alertId));
      if (!existing) throw notFound('carerAlertNotFound', { id: alertId });
      throw conflict('carerAlertAcknowledged', { id: alertId });
    }
    await markAlertNotificationsRead(tx, alertId);
    const [row] = await selectCarerAlerts(tx).where(eq(carerAlerts.id, alertId));
    if (!row) throw new Error(`carer alert ${alertId} vanished while acknowledged`);
    return toCarerAlert(row);
  });
}

/** Marks read the `carerAlert` notifications raised for the alert, and tells each recipient's tabs. */
async function markAlertNotificationsRead(tx: Database, alertId: number): Promise<void> {
  const marked = await tx
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.code, 'carerAlert'),
        sql`(${notifications.params}->>'alertId') = ${String(alertId)}`,
        eq(notifications.read, false),
      ),
    )
    .returning({ recipient: notifications.recipient });
  for (const recipient of new Set(marked.map((row) => row.recipient))) {
    publishAfterCommit(tx, { recipient, event: NOTIFICATION_EVENTS.changed, data: {} });
  }
}
