import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Deletes an analysis with its kept photo and overlay (204). */
export function deleteSkinAnalysis(id: string): Promise<void> {
  return api.delete(`/skin-analysis/${encodeURIComponent(id)}`);
}

/** Deletes one of the patient's analyses, then reloads their history lists. */
export function useDeleteSkinAnalysis(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSkinAnalysis,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.skin.history(userId) }),
  });
}
