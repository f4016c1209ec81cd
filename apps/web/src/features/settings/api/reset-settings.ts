import type { Settings } from '@careledger/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';
import { loadSettingsSchema } from './load-settings-schema';

export function resetSettings(): Promise<Settings> {
  return api.post('/settings/reset', loadSettingsSchema);
}

export function useResetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSettings,
    onSuccess: (defaults) => queryClient.setQueryData(settingsQueryKey, defaults),
  });
}
