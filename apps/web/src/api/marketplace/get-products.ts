import type { ProductPage } from '@careledger/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';
import { type ProductQuery, toProductSearchParams } from './product-query';

/** GET /marketplace/products: the marketplace's grid, and a seller's own listings. */
export function getProducts(query: ProductQuery): Promise<ProductPage> {
  return api.get(
    `/marketplace/products${toProductSearchParams(query)}`,
    responseSchema('api/marketplace', 'productPageSchema'),
  );
}

export const productsQueryOptions = (query: ProductQuery) =>
  queryOptions({
    queryKey: queryKeys.marketplace.products(query),
    queryFn: () => getProducts(query),
    // A grid keeps showing the last page while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductQuery) {
  return useQuery(productsQueryOptions(query));
}
