import type { RestockingPage } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

/** Restocking requests, newest first. */
export function getRestockingRequests(): Promise<RestockingPage> {
  return api.get('/medicine/restocking-requests', responseSchema('api/medicine', 'restockingPageSchema'));
}

export function useRestockingRequests(enabled = true) {
  return useQuery({
    queryKey: queryKeys.medicine.restockingRequests(),
    queryFn: getRestockingRequests,
    enabled,
  });
}
