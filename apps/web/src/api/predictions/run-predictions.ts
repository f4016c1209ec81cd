import type { PredictionRun, PredictionTimeframe } from '@careledger/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

/** Forecasts every item over the timeframe and stores the run; the server runs one at a time (409). */
export function runPredictions(timeframe: PredictionTimeframe): Promise<PredictionRun> {
  return api.post('/predictions/run', responseSchema('api/predictions', 'predictionRunSchema'), {
    timeframe,
  });
}

/** The new run becomes that timeframe's latest at once; the item forecasts it read may have moved too. */
export function useRunPredictions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runPredictions,
    onSuccess: (run) => {
      queryClient.setQueryData(queryKeys.predictions.latest(run.timeframe), run);
      return queryClient.invalidateQueries({ queryKey: [...queryKeys.predictions.all, 'item'] });
    },
  });
}
