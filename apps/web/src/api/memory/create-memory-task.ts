import type { CreateMemoryTaskRequest, MemoryTask } from '@careledger/shared';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/** A task for the person, typed in or made from a dated action item (`sourceMemoryId`). */
export function createMemoryTask(task: CreateMemoryTaskRequest): Promise<MemoryTask> {
  return api.post('/memory/tasks/create', responseSchema('api/memory', 'memoryTaskSchema'), task);
}
