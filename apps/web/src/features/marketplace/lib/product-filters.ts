import type { MarketplaceCategoryFilter } from '@careledger/shared';
import type { ProductQuery } from '@/api/marketplace/product-query';

/** The Filters panel: a price range in ETH and two switches. Empty strings mean "no bound". */
export interface ProductFilters {
  minPrice: string;
  maxPrice: string;
  inStock: boolean;
  verified: boolean;
}

export const NO_FILTERS: ProductFilters = { minPrice: '', maxPrice: '', inStock: false, verified: false };

/** The number shown on the Filters button. */
export function countActiveFilters(filters: ProductFilters): number {
  return [filters.minPrice !== '', filters.maxPrice !== '', filters.inStock, filters.verified].filter(Boolean)
    .length;
}

/** The same pattern as etherAmountSchema: what the server accepts as a price bound. */
const ETHER_AMOUNT = /^\d{1,12}(\.\d{1,18})?$/;

type FilterProblem = 'invalidPrice' | 'priceRange';

/** Checks a draft before it is applied: each bound a plain ETH amount, the minimum not above the maximum. */
export function checkFilters(filters: ProductFilters): FilterProblem | null {
  const bounds = [filters.minPrice, filters.maxPrice].filter((value) => value !== '');
  if (bounds.some((value) => !ETHER_AMOUNT.test(value))) return 'invalidPrice';
  if (bounds.length === 2 && Number(filters.minPrice) > Number(filters.maxPrice)) return 'priceRange';
  return null;
}

export function trimFilters(filters: ProductFilters): ProductFilters {
  return { ...filters, minPrice: filters.minPrice.trim(), maxPrice: filters.maxPrice.trim() };
}

interface GridState {
  search: string;
  category: MarketplaceCategoryFilter;
  filters: ProductFilters;
  page: number;
  pageSize: number;
}

/** The request the grid makes for what the person has typed and chosen (search and filters are server-side). */
export function toProductQuery({ search, category, filters, page, pageSize }: GridState): ProductQuery {
  const query: ProductQuery = { page, pageSize };
  const term = search.trim();
  if (term) query.search = term;
  if (category !== 'all') query.category = category;
  if (filters.minPrice) query.minPrice = filters.minPrice;
  if (filters.maxPrice) query.maxPrice = filters.maxPrice;
  if (filters.inStock) query.inStock = true;
  if (filters.verified) query.verified = true;
  return query;
}
