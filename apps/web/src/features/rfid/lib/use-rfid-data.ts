import { RFID_RECENT_ACTIVITY_LIMIT } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { statisticsQueryOptions } from '../api/get-statistics';
import { tagsQueryOptions } from '../api/get-tags';

/**
 * What the screen needs before it shows (spec 001: a full-page loading state until the RFID lists are loaded):
 * the statistics and the first tags for Recent RFID Activity. The tabs load their own lists.
 */
export function useRfidData() {
  const statistics = useQuery(statisticsQueryOptions());
  const recent = useQuery(tagsQueryOptions({ page: 1, pageSize: RFID_RECENT_ACTIVITY_LIMIT }));
  const results = [statistics, recent];
  const data =
    statistics.data && recent.data
      ? { statistics: statistics.data, recentTags: recent.data.items }
      : undefined;
  const failed = data ? undefined : results.find((result) => result.isError);
  return {
    data,
    isPending: !data && !failed,
    isFetching: results.some((result) => result.isFetching),
    error: failed?.error ?? null,
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}

export type RfidData = NonNullable<ReturnType<typeof useRfidData>['data']>;
