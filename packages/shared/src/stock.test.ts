import { describe, expect, it } from 'vitest';
import { deriveStockStatus } from './stock';

describe('deriveStockStatus', () => {
  it('is good above the threshold', () => {
    expect(deriveStockStatus(51, 50)).toBe('good');
  });
  it('is low at the threshold and down to just above half of it', () => {
    expect(deriveStockStatus(50, 50)).toBe('low');
    expect(deriveStockStatus(26, 50)).toBe('low');
  });
  it('is critical at or below half the threshold, taking precedence over low', () => {
    expect(deriveStockStatus(25, 50)).toBe('critical');
    expect(deriveStockStatus(0, 50)).toBe('critical');
    expect(deriveStockStatus(2, 5)).toBe('critical');
    expect(deriveStockStatus(3, 5)).toBe('low');
  });
});
