import type { MemoryTask } from '@careledger/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memoryTasks } from '../../db/schema';
import { toMemoryTask } from './to-memory-task';

/** A patient's tasks: pending ones first, soonest end date first; then completed ones, newest first. */
export async function listMemoryTasks({
  db,
  patientId,
}: {
  db: Database;
  patientId: string;
}): Promise<MemoryTask[]> {
  const rows = await db
    .select()
    .from(memoryTasks)
    .where(eq(memoryTasks.patientId, patientId))
    .orderBy(
      sql`${memoryTasks.completedAt} is not null`,
      sql`case when ${memoryTasks.completedAt} is null then ${memoryTasks.endDate} end asc`,
      desc(memoryTasks.completedAt),
      asc(memoryTasks.id),
    );
  return rows.map(toMemoryTask);
}
