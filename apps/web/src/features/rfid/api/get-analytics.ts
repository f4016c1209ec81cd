import type { RfidAnalytics } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export function getAnalytics(): Promise<RfidAnalytics> {
  return api.get('/rfid/analytics', responseSchema('features/rfid', 'rfidAnalyticsSchema'));
}

export function useAnalytics() {
  return useQuery({ queryKey: queryKeys.rfid.analytics(), queryFn: getAnalytics });
}
