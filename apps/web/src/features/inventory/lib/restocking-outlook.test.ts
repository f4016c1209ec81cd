import type { ItemPrediction, PredictionRun } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { isStale, overallTrend } from './restocking-outlook';

const entry = (demand: number, trend: 'up' | 'down' | 'stable') =>
  ({ prediction: { predictedDemand: demand, trendDirection: trend } }) as unknown as ItemPrediction;
const run = (entries: ItemPrediction[], timestamp = '2026-11-25T08:00:00.000Z') =>
  ({
    summary: { timestamp },
    predictions: { urgent: entries, moderate: [], safe: [] },
  }) as unknown as PredictionRun;

describe('overallTrend', () => {
  it('weighs each item by its predicted demand', () => {
    expect(overallTrend(run([entry(100, 'up'), entry(10, 'down'), entry(10, 'down')]))).toBe('up');
    expect(overallTrend(run([entry(5, 'up'), entry(100, 'down')]))).toBe('down');
    expect(overallTrend(run([entry(50, 'up'), entry(48, 'down')]))).toBe('stable');
    expect(overallTrend(run([entry(0, 'up')]))).toBe('stable');
  });
});

describe('isStale', () => {
  it('is stale from the next UTC day', () => {
    expect(isStale(run([]), new Date('2026-11-25T23:59:00Z'))).toBe(false);
    expect(isStale(run([]), new Date('2026-11-26T00:01:00Z'))).toBe(true);
  });
});
