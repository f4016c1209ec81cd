import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

/** Sets the service level (0.5 to 0.995) the next runs size safety stock for. */
export function updatePredictionSettings(settings: {
  serviceLevel: number;
}): Promise<{ serviceLevel: number }> {
  return api.put(
    '/predictions/settings',
    responseSchema('api/predictions', 'predictionSettingsSchema'),
    settings,
  );
}

export function useUpdatePredictionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePredictionSettings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.predictions.settings(), settings),
  });
}
