import type { RecommendRequest, RecommendResponse } from '@careledger/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

/** Reads the symptoms and answers from the facility's stocked medicines; may raise restocking requests. */
export function recommendMedicines(request: RecommendRequest): Promise<RecommendResponse> {
  return api.post('/medicine/recommend', responseSchema('api/medicine', 'recommendResponseSchema'), request);
}

/** Shared by the typed and the voice assistant; new restocking requests reload the list. */
export function useRecommendMedicines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recommendMedicines,
    onSuccess: (answer) =>
      answer.restockingRequests.length > 0
        ? queryClient.invalidateQueries({ queryKey: queryKeys.medicine.restockingRequests() })
        : undefined,
  });
}
