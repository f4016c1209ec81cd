import { describe, expect, it } from 'vitest';
import { normalQuantile } from './normal-quantile';
import { reorderPoint, suggestedOrderQuantity } from './reorder';

describe('normalQuantile', () => {
  it('matches the normal table to within 5e-4', () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 3);
    expect(normalQuantile(0.95)).toBeCloseTo(1.6449, 3);
    expect(normalQuantile(0.975)).toBeCloseTo(1.96, 3);
    expect(normalQuantile(0.05)).toBeCloseTo(-1.6449, 3);
  });
});

describe('reorderPoint', () => {
  it('adds z × σ × √L to the lead-time demand for smooth demand', () => {
    // σ = RMS of ±2 = 2; L = 4; z(0.95) ≈ 1.645: safety ≈ 1.645 × 2 × 2.
    const result = reorderPoint({
      forecast: [10, 10, 10],
      residuals: [2, -2, 2, -2],
      leadTimeDays: 4,
      serviceLevel: 0.95,
    });
    expect(result.basis).toBe('normal');
    expect(result.leadTimeDemand).toBe(40);
    expect(result.safetyStock).toBeCloseTo(1.645 * 4, 2);
    expect(result.reorderPoint).toBeCloseTo(40 + 1.645 * 4, 2);
  });

  it('uses the quantile of past lead-time demand for intermittent demand', () => {
    // Rolling 2-day sums of 0,0,10,0,0,0,10,10,0: 0,10,10,0,0,10,20,10; their 90 % quantile is 13.
    const result = reorderPoint({
      forecast: [2.5],
      residuals: [],
      leadTimeDays: 2,
      serviceLevel: 0.9,
      history: [0, 0, 10, 0, 0, 0, 10, 10, 0],
      demandClass: 'lumpy',
    });
    expect(result.basis).toBe('empirical');
    expect(result.leadTimeDemand).toBe(5);
    expect(result.reorderPoint).toBeCloseTo(13, 9);
    expect(result.safetyStock).toBeCloseTo(8, 9);
  });

  it('never goes below the forecast lead-time demand', () => {
    const result = reorderPoint({
      forecast: [20],
      residuals: [],
      leadTimeDays: 3,
      serviceLevel: 0.9,
      history: [0, 0, 1, 0, 0, 0, 1],
      demandClass: 'intermittent',
    });
    expect(result.reorderPoint).toBe(60);
  });
});

describe('suggestedOrderQuantity', () => {
  it('orders nothing while usable stock is above the reorder point', () => {
    expect(suggestedOrderQuantity({ reorderPoint: 30, usableStock: 31, coverDemand: 100 })).toBe(0);
  });

  it('orders up to reorder point + cover demand, rounded up', () => {
    expect(suggestedOrderQuantity({ reorderPoint: 30.2, usableStock: 10, coverDemand: 70.5 })).toBe(91);
    expect(suggestedOrderQuantity({ reorderPoint: 0.1 + 0.2, usableStock: 0.3, coverDemand: 12 })).toBe(12);
  });

  it("orders at least the supplier's minimum", () => {
    expect(
      suggestedOrderQuantity({ reorderPoint: 5, usableStock: 5, coverDemand: 10, minimumOrderQuantity: 50 }),
    ).toBe(50);
  });

  it('falls back to the default order quantity only when no demand is expected and nothing is left', () => {
    const none = { reorderPoint: 0, coverDemand: 0, defaultOrderQuantity: 24 };
    expect(suggestedOrderQuantity({ ...none, usableStock: 0 })).toBe(24);
    expect(suggestedOrderQuantity({ ...none, usableStock: 3 })).toBe(0);
  });
});
