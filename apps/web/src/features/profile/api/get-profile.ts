import type { Profile } from '@careledger/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { loadProfileSchema } from './load-profile-schema';

export const profileQueryKey = ['profile'] as const;

export function getProfile(): Promise<Profile> {
  return api.get('/profile', loadProfileSchema);
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
