import type { ProcessMemoryResponse, ProcessTextRequest } from '@careledger/shared';
import { api } from '@/lib/api-client';

/** Stores and analyses what the person told; answers the analysis and the two conversation entries. */
export function processMemoryText(request: ProcessTextRequest): Promise<ProcessMemoryResponse> {
  return api.post(
    '/memory/process-text',
    () => import('./schemas').then((m) => m.processMemoryResponseSchema),
    request,
  );
}
