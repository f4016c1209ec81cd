import type { ItemForecast } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

/** One item's recent daily demand, its forecast with interval, and the figures to order by. */
export function getItemForecast(itemId: number): Promise<ItemForecast> {
  return api.get(`/predictions/items/${itemId}`, responseSchema('api/predictions', 'itemForecastSchema'));
}

export function useItemForecast(itemId: number) {
  return useQuery({ queryKey: queryKeys.predictions.item(itemId), queryFn: () => getItemForecast(itemId) });
}
