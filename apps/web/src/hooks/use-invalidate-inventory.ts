import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { inventoryKeys } from './query-keys';

/** After any change the whole screen reloads (spec 001: "then everything is reloaded"). */
export function useInvalidateInventory() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }), [queryClient]);
}
