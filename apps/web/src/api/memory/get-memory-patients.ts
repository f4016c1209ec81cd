import type { MemoryPatient } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

/** The patients the caller may act for in the memory companion, the demo patient first. */
export function getMemoryPatients(): Promise<MemoryPatient[]> {
  return api.get('/memory/patients', responseSchema('api/memory', 'memoryPatientListSchema'));
}

/** Only carers ask (`patients.care`); a patient acts for their own account. */
export function useMemoryPatients(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.memory.patients(), queryFn: getMemoryPatients, enabled });
}
