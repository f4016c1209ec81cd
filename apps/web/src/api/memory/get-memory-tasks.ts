import type { MemoryTask } from '@careledger/shared';
import { api } from '@/lib/api-client';

/** The person's tasks: pending ones by end date, then completed ones. */
export function getMemoryTasks(userId: string): Promise<MemoryTask[]> {
  return api.get(`/memory/tasks/${encodeURIComponent(userId)}`, () =>
    import('./schemas').then((m) => m.memoryTaskListSchema),
  );
}
