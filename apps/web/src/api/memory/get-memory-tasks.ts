import type { MemoryTask } from '@careledger/shared';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/** The person's tasks: pending ones by end date, then completed ones. */
export function getMemoryTasks(userId: string): Promise<MemoryTask[]> {
  return api.get(
    `/memory/tasks/${encodeURIComponent(userId)}`,
    responseSchema('api/memory', 'memoryTaskListSchema'),
  );
}
