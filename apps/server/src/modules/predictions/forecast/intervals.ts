// Prediction intervals from the backtest's own errors (empirical quantiles of out-of-sample residuals; see
// Hyndman & Athanasopoulos, "Forecasting: principles and practice", 3rd ed., §5.5): no distribution is
// assumed, which matters for count data that is skewed, bounded at zero and often intermittent.
import { BACKTEST_HORIZON } from './backtest';
import { quantileOfSorted } from './stats';

/** The share of demand outcomes the upper bound should cover. */
export const DEFAULT_SERVICE_LEVEL = 0.9;

export interface IntervalOptions {
  /** 0.5..0.999: the bounds are the (1 − level) and level quantiles of the errors; 0.9 gives 10 % / 90 %. */
  serviceLevel?: number;
  /** The horizon the residuals were measured over (the backtest's 14 days by default). */
  residualHorizon?: number;
}

export interface Interval {
  lower: number[];
  upper: number[];
}

export function clampServiceLevel(serviceLevel = DEFAULT_SERVICE_LEVEL): number {
  return Math.min(Math.max(serviceLevel, 0.5), 0.999);
}

/**
 * forecast + the residuals' quantiles, step by step. Within the horizon the residuals came from, the pooled
 * quantiles apply as measured; beyond it they widen by sqrt(h / residualHorizon), the random-walk rate, a
 * cautious guess where nothing was measured. Both bounds are clamped to contain the forecast and to be ≥ 0.
 * Without residuals the interval is the forecast itself.
 */
export function predictionIntervals(
  forecast: readonly number[],
  residuals: readonly number[],
  options: IntervalOptions = {},
): Interval {
  const level = clampServiceLevel(options.serviceLevel);
  const measured = options.residualHorizon ?? BACKTEST_HORIZON;
  const sorted = Float64Array.from(residuals).sort();
  const below = quantileOfSorted(sorted, 1 - level);
  const above = quantileOfSorted(sorted, level);
  const lower: number[] = [];
  const upper: number[] = [];
  forecast.forEach((value, i) => {
    const widening = Math.max(1, Math.sqrt((i + 1) / measured));
    lower.push(Math.max(0, Math.min(value, value + below * widening)));
    upper.push(Math.max(value, value + above * widening));
  });
  return { lower, upper };
}

export interface HorizonTotal {
  total: number;
  lower: number;
  upper: number;
}

/**
 * The demand over the first `days` days (all by default) with an interval. The half-widths are added in
 * quadrature, as if daily errors were independent: summing the bounds instead would assume every day misses
 * the same way and give a far wider, rarely reached interval.
 */
export function horizonTotal(
  interval: { forecast: readonly number[]; lower: readonly number[]; upper: readonly number[] },
  days = interval.forecast.length,
): HorizonTotal {
  let total = 0;
  let below = 0;
  let above = 0;
  for (let i = 0; i < Math.min(days, interval.forecast.length); i++) {
    const value = interval.forecast[i] ?? 0;
    total += value;
    below += (value - (interval.lower[i] ?? value)) ** 2;
    above += ((interval.upper[i] ?? value) - value) ** 2;
  }
  return { total, lower: Math.max(0, total - Math.sqrt(below)), upper: total + Math.sqrt(above) };
}
