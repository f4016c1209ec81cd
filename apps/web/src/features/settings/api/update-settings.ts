import type { Settings } from '@careledger/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { settingsResponse } from './settings-response';

export function updateSettings(settings: Settings): Promise<Settings> {
  return api.put('/settings', settingsResponse, settings);
}

/** On success the cache holds the saved settings, which the app then applies (theme, language, ...). */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings(), saved),
  });
}
