import type { StockCard } from '@careledger/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export const STOCK_CARD_PAGE_SIZE = 20;

export function getStockCard(itemId: number, page: number): Promise<StockCard> {
  return api.get(
    `/inventory/items/${itemId}/movements?page=${page}&pageSize=${STOCK_CARD_PAGE_SIZE}`,
    responseSchema('features/inventory', 'stockCardSchema'),
  );
}

export const stockCardQueryOptions = (itemId: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.inventory.stockCard(itemId, page),
    queryFn: () => getStockCard(itemId, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useStockCard(itemId: number, page: number) {
  return useQuery(stockCardQueryOptions(itemId, page));
}
