import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/lib/query-keys';

/** Refresh, and every change: the whole screen reloads. */
export function useInvalidateRfid() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.rfid.all }), [queryClient]);
}
