import type { Settings } from '@careledger/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { settingsResponse } from './settings-response';

export function getSettings(): Promise<Settings> {
  return api.get('/settings', settingsResponse);
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings(), queryFn: getSettings, staleTime: Number.POSITIVE_INFINITY });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
