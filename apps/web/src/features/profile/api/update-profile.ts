import type { Profile, ProfileUpdate } from '@careledger/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { profileResponse } from './profile-response';

export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return api.patch('/profile', profileResponse, update);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.profile(), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.profileActivity() });
    },
  });
}
