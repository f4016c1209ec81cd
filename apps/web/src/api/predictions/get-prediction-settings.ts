import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The service level safety stock is sized for. */
export function getPredictionSettings(): Promise<{ serviceLevel: number }> {
  return api.get('/predictions/settings', () => import('./schemas').then((m) => m.predictionSettingsSchema));
}

export function usePredictionSettings(enabled = true) {
  return useQuery({
    queryKey: queryKeys.predictions.settings(),
    queryFn: getPredictionSettings,
    enabled,
  });
}
