import { localDay, MAX_ID, type MemoryTask, taskPriority } from '@careledger/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memories, memoryTasks } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { ActingAccount, PatientRef } from '../patients';
import { utcOffsetAt } from '../patients';
import { loadMemoryTools } from './load-memory-tools';
import { loadMedicineNames } from './medicine-names';
import { toMemoryTask } from './to-memory-task';

/** What createMemoryTask needs: the patient, who adds the task, and the task as the request gave it. */
export interface CreateMemoryTaskOptions {
  db: Database;
  patient: PatientRef;
  createdBy: ActingAccount;
  task: {
    summary: string;
    description: string;
    /** YYYY-MM-DD; the schema has checked that the end is not before the start. */
    startDate: string;
    endDate: string;
    sourceMemoryId?: number | undefined;
  };
  now?: Date;
}

/**
 * Adds a task or reminder for a patient. Its priority comes from what it says (a fall or missed medication is
 * urgent) and how soon it ends, counted from today in the patient's time zone. A source memory must be one of
 * the patient's own (400 otherwise).
 */
export async function createMemoryTask({
  db,
  patient,
  createdBy,
  task,
  now = new Date(),
}: CreateMemoryTaskOptions): Promise<MemoryTask> {
  const utcOffsetMinutes = utcOffsetAt(patient.timeZone, now);
  const medicineNames = await loadMedicineNames(db);
  const text = task.description.trim() ? `${task.summary}. ${task.description}` : task.summary;
  const { analyseMemory } = await loadMemoryTools();
  const urgency = analyseMemory(text, { now, timezone: utcOffsetMinutes, medicineNames }).urgencyLevel;
  const priority = taskPriority(urgency, task.endDate, localDay(now, utcOffsetMinutes));
  const sourceMemoryId = task.sourceMemoryId ?? null;
  if (sourceMemoryId !== null) await checkSourceMemory(db, patient.id, sourceMemoryId);
  const [row] = await db
    .insert(memoryTasks)
    .values({
      patientId: patient.id,
      createdBy: createdBy.id,
      summary: task.summary,
      description: task.description,
      startDate: task.startDate,
      endDate: task.endDate,
      priority,
      sourceMemoryId,
    })
    .returning();
  if (!row) throw new Error('inserting a task returned no row');
  return toMemoryTask(row);
}

async function checkSourceMemory(db: Database, patientId: string, memoryId: number): Promise<void> {
  const [found] =
    memoryId <= MAX_ID
      ? await db
          .select({ id: memories.id })
          .from(memories)
          .where(and(eq(memories.id, memoryId), eq(memories.patientId, patientId)))
      : [];
  if (!found) throw badRequest('sourceMemoryNotFound', { id: memoryId });
}
