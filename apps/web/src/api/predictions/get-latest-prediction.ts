import type { PredictionRun, PredictionTimeframe } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

/** The last stored run of a timeframe, or null before the first one. */
export async function getLatestPrediction(timeframe: PredictionTimeframe): Promise<PredictionRun | null> {
  return api.get(
    `/predictions/latest?timeframe=${timeframe}`,
    responseSchema('api/predictions', 'latestPredictionSchema'),
  );
}

export function useLatestPrediction(timeframe: PredictionTimeframe) {
  return useQuery({
    queryKey: queryKeys.predictions.latest(timeframe),
    queryFn: () => getLatestPrediction(timeframe),
  });
}
