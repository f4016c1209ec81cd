import type { RfidSuppliesPage, RfidSuppliesQuery } from '@careledger/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';
import { toSearchParams } from '@/lib/search-params';

export function getSupplies(query: RfidSuppliesQuery): Promise<RfidSuppliesPage> {
  return api.get(
    `/rfid/supplies${toSearchParams(query)}`,
    responseSchema('features/rfid', 'rfidSuppliesPageSchema'),
  );
}

export const rfidSuppliesQueryOptions = (query: RfidSuppliesQuery) =>
  queryOptions({
    queryKey: queryKeys.rfid.supplies(query),
    queryFn: () => getSupplies(query),
    placeholderData: keepPreviousData,
  });

export function useSupplies(query: RfidSuppliesQuery) {
  return useQuery(rfidSuppliesQueryOptions(query));
}
