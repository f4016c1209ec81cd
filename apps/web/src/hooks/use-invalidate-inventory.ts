import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/lib/query-keys';

/**
 * After any inventory change, every view of inventory data reloads: the inventory screen (spec 001: "then
 * everything is reloaded"), the RFID views, the pickers of other screens and the home page's dashboard all
 * sit under the inventory root (lib/query-keys).
 */
export function useInvalidateInventory() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
    [queryClient],
  );
}
