import type { MarketplaceCategoryFilter, ProductPage } from '@careledger/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.category && query.category !== 'all') params.set('category', query.category);
  if (query.minPrice) params.set('minPrice', query.minPrice);
  if (query.maxPrice) params.set('maxPrice', query.maxPrice);
  if (query.inStock) params.set('inStock', 'true');
  if (query.verified) params.set('verified', 'true');
  if (query.seller) params.set('seller', query.seller);
  if (query.includeInactive) params.set('includeInactive', 'true');
  if (query.page) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
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
