import type { Settings } from '@careledger/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { settingsResponse } from './settings-response';

export function resetSettings(): Promise<Settings> {
  return api.post('/settings/reset', settingsResponse);
}

export function useResetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSettings,
    onSuccess: (defaults) => queryClient.setQueryData(queryKeys.settings(), defaults),
  });
}
