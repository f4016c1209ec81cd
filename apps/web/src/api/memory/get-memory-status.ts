import type { MemoryStatus } from '@careledger/shared';
import { api } from '@/lib/api-client';

/** Spec 001 "GET /": any successful answer means the memory backend is connected. */
export function getMemoryStatus(): Promise<MemoryStatus> {
  return api.get('/memory', () => import('./schemas').then((m) => m.memoryStatusSchema));
}
