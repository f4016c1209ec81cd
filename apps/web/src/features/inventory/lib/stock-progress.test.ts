import { describe, expect, it } from 'vitest';
import { stockProgressPercent } from './stock-progress';

describe('stockProgressPercent', () => {
  it('is stock over threshold as a whole percent', () => {
    expect(stockProgressPercent(25, 100)).toBe(25);
    expect(stockProgressPercent(1, 3)).toBe(33);
  });

  it('caps at 100% when stock is above the threshold', () => {
    expect(stockProgressPercent(100, 100)).toBe(100);
    expect(stockProgressPercent(500, 20)).toBe(100);
  });

  it('is 0 without stock and full without a threshold', () => {
    expect(stockProgressPercent(0, 10)).toBe(0);
    expect(stockProgressPercent(-4, 10)).toBe(0);
    expect(stockProgressPercent(5, 0)).toBe(100);
  });
});
