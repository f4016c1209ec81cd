import { RFID_RECENT_ACTIVITY_LIMIT, type RfidTagPage, type RfidTagsQuery } from '@careledger/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';
import { toSearchParams } from '@/lib/search-params';

export function getTags(query: RfidTagsQuery): Promise<RfidTagPage> {
  return api.get(`/rfid/tags${toSearchParams(query)}`, responseSchema('features/rfid', 'rfidTagPageSchema'));
}

export const tagsQueryOptions = (query: RfidTagsQuery) =>
  queryOptions({
    queryKey: queryKeys.rfid.tags(query),
    queryFn: () => getTags(query),
    // The table keeps showing the last page while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export function useTags(query: RfidTagsQuery) {
  return useQuery(tagsQueryOptions(query));
}

/** Recent RFID Activity: the first tags, newest first. */
export const recentTagsQueryOptions = () =>
  tagsQueryOptions({ page: 1, pageSize: RFID_RECENT_ACTIVITY_LIMIT });

export function useRecentTags() {
  return useQuery(recentTagsQueryOptions());
}
