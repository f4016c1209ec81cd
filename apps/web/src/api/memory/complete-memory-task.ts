import type { MemoryTask } from '@careledger/shared';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/** Marks a task done; a completed task cannot be completed again. */
export function completeMemoryTask(patientId: string, taskId: number): Promise<MemoryTask> {
  return api.post('/memory/tasks/complete', responseSchema('api/memory', 'memoryTaskSchema'), {
    patientId,
    taskId,
  });
}
