import type { MarketplaceCategoryFilter, ProductPage } from '@careledger/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toSearchParams } from '@/lib/search-params';
import { marketplaceKeys } from './query-keys';

/** What the grid asks for (the browser side of productListQuerySchema). */
export interface ProductQuery {
  search?: string;
  category?: MarketplaceCategoryFilter;
  minPrice?: string;
  maxPrice?: string;
  inStock?: boolean;
  verified?: boolean;
  seller?: string;
  includeInactive?: boolean;
  page?: number;
  pageSize?: number;
}

/** The query string of GET /marketplace/products: only what is set, so the server applies its defaults. */
export function toProductSearchParams(query: ProductQuery): string {
  return toSearchParams({
    search: query.search,
    category: query.category === 'all' ? undefined : query.category,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    inStock: query.inStock,
    verified: query.verified,
    seller: query.seller,
    includeInactive: query.includeInactive,
    page: query.page,
    pageSize: query.pageSize,
  });
}

export function getProducts(query: ProductQuery): Promise<ProductPage> {
  return api.get(`/marketplace/products${toProductSearchParams(query)}`, () =>
    import('./schemas').then((m) => m.productPageSchema),
  );
}

export function useProducts(query: ProductQuery) {
  return useQuery({
    ...queryOptions({ queryKey: marketplaceKeys.products(query), queryFn: () => getProducts(query) }),
    // The grid keeps showing the last page while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}
