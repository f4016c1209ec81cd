import type { Database } from '../../db/client';
import { carerAlerts } from '../../db/schema';
import { storeNotification } from '../notifications';

/** The patient's words in the notification are cut to this many characters (the alert keeps them whole). */
export const ALERT_SUMMARY_MAX = 160;

/** What raiseCarerAlert needs: the transaction, the patient and the urgent memory. */
export interface RaiseCarerAlertOptions {
  /** The transaction that stores the memory: alert, notifications and memory commit together. */
  db: Database;
  patient: { id: string; name: string };
  memoryId: number;
  /** What the notification quotes: the memory's summary. */
  summary: string;
}

/**
 * A high-urgency memory (a fall, missed medication) becomes an open carer alert, and every enabled account that
 * may see carer alerts gets a high-priority notification pointing to Infinite Memory. Returns the alert's id.
 */
export async function raiseCarerAlert({
  db,
  patient,
  memoryId,
  summary,
}: RaiseCarerAlertOptions): Promise<number> {
  const [alert] = await db
    .insert(carerAlerts)
    .values({ patientId: patient.id, memoryId })
    .returning({ id: carerAlerts.id });
  if (!alert) throw new Error('inserting a carer alert returned no row');
  await storeNotification({
    db,
    to: { permission: 'patients.carerAlerts' },
    notification: {
      code: 'carerAlert',
      params: { patientName: patient.name, alertId: alert.id, summary: clip(summary) },
      type: 'warning',
      category: 'ai',
      priority: 'high',
      actionUrl: '/infinite-memory',
    },
  });
  return alert.id;
}

function clip(text: string): string {
  return text.length > ALERT_SUMMARY_MAX ? `${text.slice(0, ALERT_SUMMARY_MAX - 1)}…` : text;
}
