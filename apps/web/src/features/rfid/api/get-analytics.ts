import type { RfidAnalytics } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rfidKeys } from './query-keys';

export function getAnalytics(): Promise<RfidAnalytics> {
  return api.get('/rfid/analytics', () => import('./schemas').then((m) => m.rfidAnalyticsSchema));
}

export function useAnalytics() {
  return useQuery({ queryKey: rfidKeys.analytics(), queryFn: getAnalytics });
}
