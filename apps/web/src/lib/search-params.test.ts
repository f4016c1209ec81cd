import { describe, expect, it } from 'vitest';
import { toSearchParams } from './search-params';

describe('toSearchParams', () => {
  it('keeps set values in order, encoded, and flags only when true', () => {
    expect(toSearchParams({ search: 'a&b c', page: 2, inStock: true, verified: false })).toBe(
      '?search=a%26b+c&page=2&inStock=true',
    );
  });

  it('is empty when nothing is set', () => {
    expect(toSearchParams({ search: '', status: undefined, seller: null, inStock: false })).toBe('');
  });

  it('sends a zero', () => {
    expect(toSearchParams({ minPrice: 0 })).toBe('?minPrice=0');
  });
});
