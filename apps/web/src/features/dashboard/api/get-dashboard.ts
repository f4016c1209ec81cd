import type { Dashboard } from '@careledger/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export function getDashboard(): Promise<Dashboard> {
  return api.get('/dashboard', responseSchema('features/dashboard', 'dashboardSchema'));
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.inventory.dashboard(), queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
