import type { ProcessMemoryResponse, ProcessTextRequest } from '@careledger/shared';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/** Stores and analyses what the person told; answers the analysis and the two conversation entries. */
export function processMemoryText(request: ProcessTextRequest): Promise<ProcessMemoryResponse> {
  return api.post(
    '/memory/process-text',
    responseSchema('api/memory', 'processMemoryResponseSchema'),
    request,
  );
}
