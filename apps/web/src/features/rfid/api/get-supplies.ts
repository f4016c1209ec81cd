import type { RfidSuppliesPage, RfidSuppliesQuery } from '@careledger/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toSearchParams } from '@/lib/search-params';
import { rfidKeys } from './query-keys';

export function getSupplies(query: RfidSuppliesQuery): Promise<RfidSuppliesPage> {
  return api.get(`/rfid/supplies${toSearchParams(query)}`, () =>
    import('./schemas').then((m) => m.rfidSuppliesPageSchema),
  );
}

export function useSupplies(query: RfidSuppliesQuery) {
  return useQuery(
    queryOptions({
      queryKey: rfidKeys.supplies(query),
      queryFn: () => getSupplies(query),
      placeholderData: keepPreviousData,
    }),
  );
}
