import { describe, expect, it } from 'vitest';
import {
  crostonSba,
  dampedHolt,
  meanForecast,
  naiveForecast,
  seasonalSmoothing,
  simpleExponentialSmoothing,
  tsb,
} from './methods';
import { mulberry32, poisson } from './test-series';

const everyMethod = [
  ['ses', simpleExponentialSmoothing],
  ['holt', dampedHolt],
  ['seasonal', seasonalSmoothing],
  ['sba', crostonSba],
  ['tsb', tsb],
  ['naive', naiveForecast],
  ['mean', meanForecast],
] as const;

describe('forecasting methods', () => {
  it.each(everyMethod)('%s forecasts a constant series as that constant', (name, method) => {
    const forecast = method(new Array(60).fill(8), 10);
    expect(forecast).toHaveLength(10);
    // SBA's (1 - alpha / 2) correction is a deliberate 5 % discount, exact for intermittent series only.
    const expected = name === 'sba' ? 8 * 0.95 : 8;
    for (const value of forecast) expect(value).toBeCloseTo(expected, 9);
  });

  it.each(everyMethod)('%s forecasts zero for an all-zero series', (_name, method) => {
    expect(method(new Array(40).fill(0), 7)).toEqual(new Array(7).fill(0));
  });

  it.each(everyMethod)('%s never forecasts below zero', (_name, method) => {
    const falling = Array.from({ length: 60 }, (_, t) => Math.max(0, 60 - 2 * t));
    for (const value of method(falling, 30)) expect(value).toBeGreaterThanOrEqual(0);
  });

  it('smooths with a given alpha exactly as the recursion says', () => {
    // Start at the first week's mean 3; 3 + 0.5 × (2 - 3) = 2.5; 2.5 + 0.5 × (4 - 2.5) = 3.25.
    expect(simpleExponentialSmoothing([2, 4], 2, { alpha: 0.5 })).toEqual([3.25, 3.25]);
  });

  it("Holt's damped trend follows a straight line", () => {
    const line = Array.from({ length: 120 }, (_, t) => 20 + 0.5 * t);
    const forecast = dampedHolt(line, 14);
    forecast.forEach((value, h) => {
      const truth = 20 + 0.5 * (120 + h);
      expect(Math.abs(value - truth) / truth).toBeLessThan(0.03);
      if (h > 0) expect(value).toBeGreaterThan(forecast[h - 1] ?? 0);
    });
  });

  it('the seasonal method repeats a weekly pattern', () => {
    const profile = [10, 12, 11, 13, 12, 3, 0];
    const history = Array.from({ length: 70 }, (_, t) => profile[t % 7] ?? 0);
    const forecast = seasonalSmoothing(history, 14);
    forecast.forEach((value, h) => {
      expect(value).toBeCloseTo(profile[h % 7] ?? 0, 6);
    });
  });

  it('SBA follows Croston with the (1 - alpha / 2) correction', () => {
    // First demand 4 on day 3: size 4, interval 3. Then 2 after 2 days: size 4 + 0.1 × (2 - 4) = 3.8,
    // interval 3 + 0.1 × (2 - 3) = 2.9. Forecast 0.95 × 3.8 / 2.9.
    const [value] = crostonSba([0, 0, 4, 0, 2], 1);
    expect(value).toBeCloseTo((0.95 * 3.8) / 2.9, 12);
  });

  it('TSB lowers the probability on every zero day and the size only on demand days', () => {
    // Start: probability 1/4, size 3. Day 1 (0): 0.25 × 0.8 = 0.2. Day 2 (3): 0.2 + 0.2 × 0.8 = 0.36, size 3.
    // Days 3 and 4 (0): 0.36 × 0.8² = 0.2304. Forecast 0.2304 × 3.
    const [value] = tsb([0, 3, 0, 0], 1, { alpha: 0.1, beta: 0.2 });
    expect(value).toBeCloseTo(0.2304 * 3, 12);
  });

  it('leaves its input as it was', () => {
    const random = mulberry32(5);
    const history = Array.from({ length: 90 }, () => poisson(random, 6));
    const copy = [...history];
    for (const [, method] of everyMethod) method(history, 14);
    expect(history).toEqual(copy);
  });
});
