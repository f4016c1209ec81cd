import { MAX_ID, type MemoryTask } from '@careledger/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memoryTasks } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import type { ActingAccount } from '../patients';
import { toMemoryTask } from './to-memory-task';

/** What completeMemoryTask needs: whose task, which one, and who completed it. */
export interface CompleteMemoryTaskOptions {
  db: Database;
  patientId: string;
  taskId: number;
  completedBy: ActingAccount;
}

/**
 * Marks a patient's task completed, once: the update only matches a pending task, so of two concurrent
 * completions one succeeds and the other is a 409. Another patient's task, or none, is a 404.
 */
export async function completeMemoryTask({
  db,
  patientId,
  taskId,
  completedBy,
}: CompleteMemoryTaskOptions): Promise<MemoryTask> {
  if (taskId > MAX_ID) throw notFound('memoryTaskNotFound', { id: taskId });
  const ofPatient = and(eq(memoryTasks.id, taskId), eq(memoryTasks.patientId, patientId));
  const [completed] = await db
    .update(memoryTasks)
    .set({ completedAt: new Date(), completedBy: completedBy.id })
    .where(and(ofPatient, isNull(memoryTasks.completedAt)))
    .returning();
  if (completed) return toMemoryTask(completed);
  const [existing] = await db.select({ id: memoryTasks.id }).from(memoryTasks).where(ofPatient);
  if (!existing) throw notFound('memoryTaskNotFound', { id: taskId });
  throw conflict('memoryTaskCompleted', { id: taskId });
}
