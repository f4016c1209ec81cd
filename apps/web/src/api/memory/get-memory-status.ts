import type { MemoryStatus } from '@careledger/shared';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/** Spec 001 "GET /": any successful answer means the memory backend is connected. */
export function getMemoryStatus(): Promise<MemoryStatus> {
  return api.get('/memory', responseSchema('api/memory', 'memoryStatusSchema'));
}
