import type { Profile } from '@careledger/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { profileResponse } from './profile-response';

export function getProfile(): Promise<Profile> {
  return api.get('/profile', profileResponse);
}

export const profileQueryOptions = () => queryOptions({ queryKey: queryKeys.profile(), queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
