import type { RfidStatistics } from '@careledger/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export function getStatistics(): Promise<RfidStatistics> {
  return api.get('/rfid/statistics', responseSchema('features/rfid', 'rfidStatisticsSchema'));
}

export const statisticsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.rfid.statistics(), queryFn: getStatistics });

export function useStatistics() {
  return useQuery(statisticsQueryOptions());
}
