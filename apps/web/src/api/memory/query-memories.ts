import type { MemoryQueryRequest, MemoryQueryResponse } from '@careledger/shared';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/** Answers a question from the person's own memories only, with the memories the answer rests on. */
export function queryMemories(request: MemoryQueryRequest): Promise<MemoryQueryResponse> {
  return api.post('/memory/query', responseSchema('api/memory', 'memoryQueryResponseSchema'), request);
}
