import { describe, expect, it } from 'vitest';
import { horizonTotal, predictionIntervals } from './intervals';

/** -5, -4, ..., 5: the 10 % and 90 % quantiles (type 7, positions 1 and 9 of 0..10) are -4 and 4. */
const residuals = Array.from({ length: 11 }, (_, i) => i - 5);

describe('predictionIntervals', () => {
  it('contains the forecast and is never negative', () => {
    const forecast = [0, 0.5, 2, 10, 3];
    const { lower, upper } = predictionIntervals(forecast, residuals);
    forecast.forEach((value, i) => {
      expect(lower[i]).toBeGreaterThanOrEqual(0);
      expect(lower[i]).toBeLessThanOrEqual(value);
      expect(upper[i]).toBeGreaterThanOrEqual(value);
    });
  });

  it('adds the residual quantiles within the backtest horizon', () => {
    const { lower, upper } = predictionIntervals([10], residuals, { serviceLevel: 0.9 });
    expect(lower[0]).toBeCloseTo(6, 9);
    expect(upper[0]).toBeCloseTo(14, 9);
  });

  it('widens beyond the backtest horizon by sqrt(h / horizon)', () => {
    const forecast = new Array(56).fill(20);
    const { upper } = predictionIntervals(forecast, residuals, { residualHorizon: 14 });
    expect(upper[0]).toBeCloseTo(24, 9);
    expect(upper[13]).toBeCloseTo(24, 9);
    expect(upper[55]).toBeCloseTo(20 + 4 * Math.sqrt(56 / 14), 9);
  });

  it('is wider at a higher service level', () => {
    const narrow = predictionIntervals([10], residuals, { serviceLevel: 0.8 });
    const wide = predictionIntervals([10], residuals, { serviceLevel: 0.95 });
    expect(wide.upper[0]).toBeGreaterThan(narrow.upper[0] ?? 0);
    expect(wide.lower[0]).toBeLessThan(narrow.lower[0] ?? 0);
  });

  it('is the forecast itself without residuals', () => {
    expect(predictionIntervals([4, 5], [])).toEqual({ lower: [4, 5], upper: [4, 5] });
  });
});

describe('horizonTotal', () => {
  it('sums the forecast and adds the half-widths in quadrature', () => {
    const total = horizonTotal({ forecast: [10, 10, 10, 10], lower: [7, 7, 7, 7], upper: [14, 14, 14, 14] });
    expect(total).toEqual({ total: 40, lower: 34, upper: 48 });
  });

  it('covers the first days only when asked, and never goes below zero', () => {
    const total = horizonTotal({ forecast: [1, 1, 9], lower: [0, 0, 0], upper: [3, 3, 20] }, 2);
    expect(total.total).toBe(2);
    expect(total.lower).toBe(2 - Math.sqrt(2));
    expect(total.upper).toBeCloseTo(2 + Math.sqrt(8), 12);
    expect(horizonTotal({ forecast: [1], lower: [0], upper: [1] }, 1).lower).toBe(0);
  });
});
