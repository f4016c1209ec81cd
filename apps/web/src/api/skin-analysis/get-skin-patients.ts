import type { MemoryPatient } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

/** The patients the caller may act for in skin analysis (a carer: all of them, the demo patient first). */
export function getSkinPatients(): Promise<MemoryPatient[]> {
  return api.get('/skin-analysis/patients', responseSchema('api/skin-analysis', 'skinPatientListSchema'));
}

/** Only carers ask (`patients.care`); a patient acts for their own account. */
export function useSkinPatients(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.skin.patients(), queryFn: getSkinPatients, enabled });
}
