import type { MemoryQueryRequest, MemoryQueryResponse } from '@careledger/shared';
import { api } from '@/lib/api-client';

/** Answers a question from the person's own memories only, with the memories the answer rests on. */
export function queryMemories(request: MemoryQueryRequest): Promise<MemoryQueryResponse> {
  return api.post(
    '/memory/query',
    () => import('./schemas').then((m) => m.memoryQueryResponseSchema),
    request,
  );
}
