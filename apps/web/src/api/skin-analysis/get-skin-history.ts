import type { BodyPart, SkinAnalysisResult } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

/** The patient's earlier analyses of one body part, newest first. */
export async function getSkinHistory(userId: string, bodyPart: BodyPart): Promise<SkinAnalysisResult[]> {
  const query = new URLSearchParams({ userId, bodyPart });
  const { analyses } = await api.get(
    `/skin-analysis/history?${query}`,
    responseSchema('api/skin-analysis', 'skinHistoryResponseSchema'),
  );
  return analyses;
}

/** Waits for a patient: a carer with no one to act for has no history to show. */
export function useSkinHistory(userId: string | null, bodyPart: BodyPart) {
  return useQuery({
    queryKey: queryKeys.skin.history(userId ?? '', bodyPart),
    queryFn: () => getSkinHistory(userId ?? '', bodyPart),
    enabled: userId !== null,
  });
}
