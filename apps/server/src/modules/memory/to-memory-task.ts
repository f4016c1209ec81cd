import type { MemoryTask } from '@careledger/shared';
import type { memoryTasks } from '../../db/schema';

/** A stored task as the API answers it. */
export function toMemoryTask(row: typeof memoryTasks.$inferSelect): MemoryTask {
  return {
    taskId: row.id,
    patientId: row.patientId,
    summary: row.summary,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    completed: row.completedAt !== null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    priority: row.priority,
    sourceMemoryId: row.sourceMemoryId,
  };
}
