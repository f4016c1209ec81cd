import type { CreateMemoryTaskRequest, MemoryTask } from '@careledger/shared';
import { api } from '@/lib/api-client';

/** A task for the person, typed in or made from a dated action item (`sourceMemoryId`). */
export function createMemoryTask(task: CreateMemoryTaskRequest): Promise<MemoryTask> {
  return api.post('/memory/tasks/create', () => import('./schemas').then((m) => m.memoryTaskSchema), task);
}
