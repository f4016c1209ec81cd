import type { ProductPage } from '@careledger/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ProductQuery, toProductSearchParams } from '@/api/marketplace/product-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getProducts(query: ProductQuery): Promise<ProductPage> {
  return api.get(`/marketplace/products${toProductSearchParams(query)}`, () =>
    import('./schemas').then((m) => m.productPageSchema),
  );
}

export function useProducts(query: ProductQuery) {
  return useQuery({
    ...queryOptions({ queryKey: queryKeys.marketplace.products(query), queryFn: () => getProducts(query) }),
    // The grid keeps showing the last page while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}
