import type { ProfileActivity } from '@careledger/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export async function getProfileActivity(): Promise<ProfileActivity[]> {
  const { items } = await api.get(
    '/profile/activity',
    responseSchema('features/profile', 'profileActivityListSchema'),
  );
  return items;
}

// Saving settings elsewhere adds entries here, so the list is fetched afresh whenever it is shown.
export const profileActivityQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profileActivity(), queryFn: getProfileActivity, staleTime: 0 });

export function useProfileActivity() {
  return useQuery(profileActivityQueryOptions());
}
