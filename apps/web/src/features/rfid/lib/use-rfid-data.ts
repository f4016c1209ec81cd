import { useStatistics } from '../api/get-statistics';
import { useRecentTags } from '../api/get-tags';

/**
 * Waits for what the screen needs before it shows (spec 001: a full-page loading state until the RFID lists
 * are loaded): the statistics and the first tags for Recent RFID Activity. The parts that show them read the
 * same queries themselves; the tabs load their own lists.
 */
export function useRfidData() {
  const statistics = useStatistics();
  const recent = useRecentTags();
  const results = [statistics, recent];
  const isLoaded = results.every((result) => result.data !== undefined);
  const failed = isLoaded ? undefined : results.find((result) => result.isError);
  return {
    statistics: isLoaded ? statistics.data : undefined,
    isPending: !isLoaded && !failed,
    isFetching: results.some((result) => result.isFetching),
    error: failed?.error ?? null,
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}
