import { describe, expect, it } from 'vitest';
import { daysUntilStockout, type PredictionItem, predictItem } from './predict-item';

const now = new Date('2026-11-25T09:00:00Z');
const item = (overrides: Partial<PredictionItem> = {}): PredictionItem => ({
  id: 1,
  name: 'Paracetamol 500mg',
  category: 'Pain Management',
  threshold: 20,
  status: 'good',
  usableStock: 100,
  leadTimeDays: 5,
  minimumOrderQuantity: 0,
  defaultOrderQuantity: 50,
  ...overrides,
});
const steady = (perDay: number, days = 120) => new Array<number>(days).fill(perDay);

describe('daysUntilStockout', () => {
  it('is the first day cumulative demand reaches the stock; 0 with none left; null when it lasts', () => {
    expect(daysUntilStockout([2, 2, 2, 2, 2], 10)).toBe(5);
    expect(daysUntilStockout([2, 2, 2], 5)).toBe(3);
    expect(daysUntilStockout([2, 2], 0)).toBe(0);
    expect(daysUntilStockout([0, 0, 0], 1)).toBeNull();
  });
});

describe('predictItem', () => {
  it('a steady 10 a day with 60 on hand: 300 over 30 days, out in 6 days, urgent, and an order suggested', () => {
    const { group, prediction } = predictItem({
      item: item({ usableStock: 60 }),
      history: steady(10),
      timeframeDays: 30,
      serviceLevel: 0.95,
      now,
    });
    expect(prediction.prediction.predictedDemand).toBeCloseTo(300, 0);
    expect(prediction.prediction.daysUntilStockout).toBe(6);
    expect(prediction.prediction.restockingNeeded).toBe(true);
    expect(group).toBe('urgent');
    // Reorder point ≈ 5 days × 10; order up to it plus 30 days of cover, less the 60 on hand.
    expect(prediction.prediction.reorderPoint).toBeGreaterThanOrEqual(50);
    expect(prediction.prediction.suggestedOrderQuantity).toBeGreaterThanOrEqual(290);
    expect(prediction.prediction.restockingThreshold).toBe(14);
    expect(prediction.prediction.confidenceScore).toBeGreaterThan(0.9);
    expect(prediction.prediction.lastUpdated).toBe(now.toISOString());
  });

  it('groups by the days the stock lasts: 10 days is moderate, a year of stock is safe', () => {
    const moderate = predictItem({
      item: item({ usableStock: 100 }),
      history: steady(10),
      timeframeDays: 30,
      serviceLevel: 0.95,
      now,
    });
    expect(moderate.prediction.prediction.daysUntilStockout).toBe(10);
    expect(moderate.group).toBe('moderate');
    const safe = predictItem({
      item: item({ usableStock: 4000 }),
      history: steady(10),
      timeframeDays: 30,
      serviceLevel: 0.95,
      now,
    });
    expect(safe.group).toBe('safe');
    expect(safe.prediction.prediction.suggestedOrderQuantity).toBe(0);
    expect(safe.prediction.prediction.safetyMargin).toBe(4000 - 14);
  });

  it('an item never used: no demand, no stock-out, safe unless under its restocking threshold', () => {
    const unused = predictItem({
      item: item(),
      history: steady(0),
      timeframeDays: 7,
      serviceLevel: 0.95,
      now,
    });
    expect(unused.prediction.prediction.predictedDemand).toBe(0);
    expect(unused.prediction.prediction.daysUntilStockout).toBeNull();
    expect(unused.group).toBe('safe');
    const low = predictItem({
      item: item({ usableStock: 3 }),
      history: steady(0),
      timeframeDays: 7,
      serviceLevel: 0.95,
      now,
    });
    expect(low.prediction.prediction.restockingNeeded).toBe(true);
    expect(low.group).toBe('moderate');
  });

  it('a short history is flagged with a low confidence, never a made-up certainty', () => {
    const { prediction } = predictItem({
      item: item(),
      history: [4, 6, 5, 5],
      timeframeDays: 7,
      serviceLevel: 0.95,
      now,
    });
    expect(prediction.prediction.shortHistory).toBe(true);
    expect(prediction.prediction.confidenceScore).toBeLessThanOrEqual(0.3);
    expect(prediction.prediction.predictedDemand).toBeCloseTo(35, 0);
  });

  it('an item with no complete day of history forecasts nothing and says so', () => {
    const { prediction } = predictItem({
      item: item(),
      history: [],
      timeframeDays: 7,
      serviceLevel: 0.95,
      now,
    });
    expect(prediction.prediction.predictedDemand).toBe(0);
    expect(prediction.prediction.shortHistory).toBe(true);
    expect(prediction.prediction.confidenceScore).toBe(0);
  });
});
