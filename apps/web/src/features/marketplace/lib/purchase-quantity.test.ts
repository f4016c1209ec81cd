import { describe, expect, it } from 'vitest';
import { exceedsStock, formatOrderTotal, orderTotalWei, parseQuantity } from './purchase-quantity';

describe('purchase quantity', () => {
  it('falls back to 1 for anything that is not a number of at least 1', () => {
    expect(parseQuantity('4')).toBe(4);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('abc')).toBe(1);
    expect(parseQuantity('0')).toBe(1);
    expect(parseQuantity('-3')).toBe(1);
  });

  it('enforces the stock as the maximum', () => {
    expect(exceedsStock(5, 5)).toBe(false);
    expect(exceedsStock(6, 5)).toBe(true);
  });

  it('pays price x quantity exactly and shows it with 2 decimals', () => {
    expect(orderTotalWei('125000000000000000', 3)).toBe(375000000000000000n);
    expect(formatOrderTotal('125000000000000000', 3)).toBe('0.38');
    expect(formatOrderTotal('1000000000000000000', 2)).toBe('2.00');
  });
});
