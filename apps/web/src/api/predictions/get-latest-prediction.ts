import type { PredictionRun, PredictionTimeframe } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The last stored run of a timeframe, or null before the first one (the server answers 404). */
export async function getLatestPrediction(timeframe: PredictionTimeframe): Promise<PredictionRun | null> {
  try {
    return await api.get(`/predictions/latest?timeframe=${timeframe}`, () =>
      import('./schemas').then((m) => m.predictionRunSchema),
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function useLatestPrediction(timeframe: PredictionTimeframe) {
  return useQuery({
    queryKey: queryKeys.predictions.latest(timeframe),
    queryFn: () => getLatestPrediction(timeframe),
  });
}
