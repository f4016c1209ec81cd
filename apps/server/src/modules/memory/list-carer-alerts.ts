import type { CarerAlert, CarerAlertStatus } from '@careledger/shared';
import { desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accounts, carerAlerts, memories } from '../../db/schema';

const patient = alias(accounts, 'patient');
const acknowledger = alias(accounts, 'acknowledger');

/** The columns of a carer alert as the API answers it, with its patient, memory and acknowledger joined. */
export function selectCarerAlerts(db: Database) {
  return db
    .select({
      alertId: carerAlerts.id,
      patientId: carerAlerts.patientId,
      patientName: patient.name,
      memoryId: carerAlerts.memoryId,
      text: memories.text,
      analysis: memories.analysis,
      createdAt: carerAlerts.createdAt,
      acknowledgedAt: carerAlerts.acknowledgedAt,
      acknowledgedBy: acknowledger.name,
    })
    .from(carerAlerts)
    .innerJoin(patient, eq(patient.id, carerAlerts.patientId))
    .innerJoin(memories, eq(memories.id, carerAlerts.memoryId))
    .leftJoin(acknowledger, eq(acknowledger.id, carerAlerts.acknowledgedBy))
    .$dynamic();
}

type AlertRow = Awaited<ReturnType<typeof selectCarerAlerts>>[number];

/** A joined alert row as the API answers it. */
export function toCarerAlert({ analysis, createdAt, acknowledgedAt, ...row }: AlertRow): CarerAlert {
  return {
    ...row,
    urgencyReasons: analysis.urgencyReasons,
    createdAt: createdAt.toISOString(),
    acknowledgedAt: acknowledgedAt?.toISOString() ?? null,
  };
}

const STATUS_CONDITIONS: Record<CarerAlertStatus, SQL | undefined> = {
  open: isNull(carerAlerts.acknowledgedAt),
  acknowledged: isNotNull(carerAlerts.acknowledgedAt),
  all: undefined,
};

/** Carer alerts, newest first: open ones (the default), acknowledged ones, or all. */
export async function listCarerAlerts({
  db,
  status,
  limit,
}: {
  db: Database;
  status: CarerAlertStatus;
  limit: number;
}): Promise<{ alerts: CarerAlert[] }> {
  const rows = await selectCarerAlerts(db)
    .where(STATUS_CONDITIONS[status])
    .orderBy(desc(carerAlerts.createdAt), desc(carerAlerts.id))
    .limit(limit);
  return { alerts: rows.map(toCarerAlert) };
}
