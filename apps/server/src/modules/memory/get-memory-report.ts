import { buildMemoryReport, type MemoryReport, reportWindowStart } from '@careledger/shared';
import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memories } from '../../db/schema';
import type { PatientRef } from '../patients';
import { utcOffsetAt } from '../patients';

/** What getMemoryReport needs: the patient (with their time zone) and the window in days. */
export interface GetMemoryReportOptions {
  db: Database;
  patient: PatientRef;
  /** Whole days in the patient's calendar: today and the days - 1 before it. */
  days: number;
  now?: Date;
}

/** Spec "Memory report" over the patient's memories of the last `days` days, counted in their time zone. */
export async function getMemoryReport({
  db,
  patient,
  days,
  now = new Date(),
}: GetMemoryReportOptions): Promise<MemoryReport> {
  const utcOffsetMinutes = utcOffsetAt(patient.timeZone, now);
  const start = reportWindowStart(now, days, utcOffsetMinutes);
  const rows = await db
    .select({
      importance: memories.importance,
      sentiment: memories.sentiment,
      urgency: memories.urgency,
      createdAt: memories.createdAt,
    })
    .from(memories)
    .where(and(eq(memories.patientId, patient.id), gte(memories.createdAt, start)));
  const reported = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return buildMemoryReport(reported, days, utcOffsetMinutes);
}
