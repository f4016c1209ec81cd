import { describe, expect, it } from 'vitest';
import {
  BACKTEST_HORIZON,
  BACKTEST_ORIGINS,
  backtest,
  backtestOrigins,
  MIN_BACKTEST_HISTORY,
} from './backtest';
import { dampedHoltModel } from './damped-holt';
import { meanModel, naiveModel } from './methods';
import { rmsse } from './rmsse';
import { sesModel } from './ses';
import { mulberry32, poisson } from './test-series';

function noisyLine(days: number, seed: number): number[] {
  const random = mulberry32(seed);
  return Array.from({ length: days }, (_, t) => poisson(random, 10 + 0.4 * t));
}

describe('backtest', () => {
  it('places four origins a week apart, the last one horizon days before the end', () => {
    expect(backtestOrigins(100)).toEqual([65, 72, 79, 86]);
    expect(MIN_BACKTEST_HISTORY).toBe(56);
  });

  it('picks Holt over SES for a rising series, and SES lags it', () => {
    const result = backtest(noisyLine(200, 1), { candidates: [sesModel, dampedHoltModel], combine: false });
    expect(result?.best.method).toBe('holt-damped');
    const [first, second] = result?.scores ?? [];
    expect(first?.rmsse).toBeLessThan(second?.rmsse ?? 0);
  });

  it('picks the mean over the naive forecast for noise around a level', () => {
    const random = mulberry32(2);
    const noise = Array.from({ length: 120 }, () => poisson(random, 20));
    const result = backtest(noise, { candidates: [naiveModel, meanModel], combine: false });
    expect(result?.best.method).toBe('mean');
  });

  it('scores each origin by RMSSE against the history before it', () => {
    const history = noisyLine(80, 3);
    const result = backtest(history, { candidates: [naiveModel], combine: false });
    const scores = backtestOrigins(history.length).map((origin) => {
      const training = history.slice(0, origin);
      const actual = history.slice(origin, origin + BACKTEST_HORIZON);
      return rmsse(actual, new Array(BACKTEST_HORIZON).fill(training.at(-1)), training);
    });
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    expect(result?.best.rmsse).toBeCloseTo(mean, 12);
  });

  it("keeps the chosen method's residuals, actual − forecast, for every origin and step", () => {
    const history = noisyLine(90, 4);
    const result = backtest(history, { candidates: [naiveModel], combine: false });
    expect(result?.residuals).toHaveLength(BACKTEST_ORIGINS * BACKTEST_HORIZON);
    const [origin] = backtestOrigins(history.length);
    expect(result?.residuals[0]).toBe((history[origin ?? 0] ?? 0) - (history[(origin ?? 0) - 1] ?? 0));
  });

  it('lets an equal-weight combination win when it beats its members', () => {
    // Alternating 0 / 20: naive is always 20 off, the mean always 10 off, their mean 5 or 15 off; the
    // combination of naive and mean is scored and listed by its members' names.
    const history = Array.from({ length: 70 }, (_, t) => (t % 2 === 0 ? 0 : 20));
    const result = backtest(history, { candidates: [naiveModel, meanModel] });
    expect(result?.scores.map((s) => s.method)).toContain('naive+mean');
  });

  it('needs MIN_BACKTEST_HISTORY days', () => {
    expect(backtest(new Array(MIN_BACKTEST_HISTORY - 1).fill(1), { candidates: [sesModel] })).toBeNull();
  });
});
