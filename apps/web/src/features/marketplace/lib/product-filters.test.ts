import { describe, expect, it } from 'vitest';
import { toProductSearchParams } from '@/api/marketplace/product-query';
import { checkFilters, countActiveFilters, NO_FILTERS, toProductQuery } from './product-filters';

const base = { search: '', category: 'all' as const, filters: NO_FILTERS, page: 1, pageSize: 24 };

describe('the product grid request', () => {
  it('sends only the page when nothing is chosen ("all" is no category)', () => {
    expect(toProductSearchParams(toProductQuery(base))).toBe('?page=1&pageSize=24');
  });

  it('carries the trimmed search, the category and every filter', () => {
    const query = toProductQuery({
      ...base,
      search: '  gloves ',
      category: 'Diabetes Care',
      filters: { minPrice: '0.01', maxPrice: '2', inStock: true, verified: true },
      page: 3,
    });
    expect(toProductSearchParams(query)).toBe(
      '?search=gloves&category=Diabetes+Care&minPrice=0.01&maxPrice=2&inStock=true&verified=true&page=3&pageSize=24',
    );
  });

  it('asks for a seller and inactive listings only when told to', () => {
    expect(toProductSearchParams({ seller: '0xab', includeInactive: true })).toBe(
      '?seller=0xab&includeInactive=true',
    );
  });
});

describe('filters', () => {
  it('counts each active filter once', () => {
    expect(countActiveFilters(NO_FILTERS)).toBe(0);
    expect(countActiveFilters({ minPrice: '1', maxPrice: '', inStock: true, verified: false })).toBe(2);
    expect(countActiveFilters({ minPrice: '1', maxPrice: '3', inStock: true, verified: true })).toBe(4);
  });

  it('refuses prices that are not ETH amounts and a minimum above the maximum', () => {
    expect(checkFilters({ ...NO_FILTERS, minPrice: 'abc' })).toBe('invalidPrice');
    expect(checkFilters({ ...NO_FILTERS, maxPrice: '-1' })).toBe('invalidPrice');
    expect(checkFilters({ ...NO_FILTERS, minPrice: '2', maxPrice: '1.5' })).toBe('priceRange');
    expect(checkFilters({ ...NO_FILTERS, minPrice: '0.5', maxPrice: '1.5' })).toBeNull();
  });
});
