import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

/** The service level safety stock is sized for. */
export function getPredictionSettings(): Promise<{ serviceLevel: number }> {
  return api.get('/predictions/settings', responseSchema('api/predictions', 'predictionSettingsSchema'));
}

export function usePredictionSettings(enabled = true) {
  return useQuery({
    queryKey: queryKeys.predictions.settings(),
    queryFn: getPredictionSettings,
    enabled,
  });
}
