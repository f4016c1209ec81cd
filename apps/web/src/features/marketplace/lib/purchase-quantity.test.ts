import { describe, expect, it } from 'vitest';
import { formatOrderTotal, orderTotalWei, readQuantity } from './purchase-quantity';

describe('purchase quantity', () => {
  it('reads a whole number from 1 to the stock', () => {
    expect(readQuantity('4', 5)).toEqual({ ok: true, quantity: 4 });
    expect(readQuantity(' 1 ', 5)).toEqual({ ok: true, quantity: 1 });
    expect(readQuantity('5', 5)).toEqual({ ok: true, quantity: 5 });
  });

  it('refuses anything else instead of falling back to 1 (0 bought one unit, issue 12)', () => {
    expect(readQuantity('0', 5)).toEqual({ ok: false, problem: 'tooSmall' });
    expect(readQuantity('-3', 5)).toEqual({ ok: false, problem: 'tooSmall' });
    expect(readQuantity('', 5)).toEqual({ ok: false, problem: 'empty' });
    expect(readQuantity('   ', 5)).toEqual({ ok: false, problem: 'empty' });
    expect(readQuantity('1.5', 5)).toEqual({ ok: false, problem: 'notWhole' });
    expect(readQuantity('2,0', 5)).toEqual({ ok: false, problem: 'notWhole' });
    expect(readQuantity('abc', 5)).toEqual({ ok: false, problem: 'notWhole' });
    expect(readQuantity('1e2', 500)).toEqual({ ok: false, problem: 'notWhole' });
    expect(readQuantity('6', 5)).toEqual({ ok: false, problem: 'tooMany' });
    expect(readQuantity('1', 0)).toEqual({ ok: false, problem: 'tooMany' });
  });

  it('pays price x quantity exactly and shows it with 2 decimals', () => {
    expect(orderTotalWei('125000000000000000', 3)).toBe(375000000000000000n);
    expect(formatOrderTotal('125000000000000000', 3)).toBe('0.38');
    expect(formatOrderTotal('1000000000000000000', 2)).toBe('2.00');
  });
});
