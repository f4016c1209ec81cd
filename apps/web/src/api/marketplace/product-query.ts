import type { MarketplaceCategoryFilter } from '@careledger/shared';
import { toSearchParams } from '@/lib/search-params';

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
