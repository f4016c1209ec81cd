import { describe, expect, it } from 'vitest';
import { stockBarPercent } from './stock-bar-percent';

describe('stockBarPercent', () => {
  it('scales stock against 100 units and holds the bar between empty and full', () => {
    expect(stockBarPercent(45)).toBe(45);
    expect(stockBarPercent(8)).toBe(8);
    expect(stockBarPercent(0)).toBe(0);
    expect(stockBarPercent(-3)).toBe(0);
    expect(stockBarPercent(250)).toBe(100);
  });
});
