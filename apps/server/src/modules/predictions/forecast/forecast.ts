// The forecasting engine's entry point: classify the series, backtest the methods meant for its class, forecast
// with the winner (or an equal-weight combination), and attach intervals, a confidence and a trend.
// Pure and synchronous; about 0.1 ms for a year of daily history (bench/src/forecast-accuracy.ts).
import { backtest, MIN_BACKTEST_HISTORY } from './backtest';
import { type Classification, classifyDemand, isIntermittentClass } from './classify';
import { fitDampedHolt, forecastFromFit, type HoltFit } from './damped-holt';
import { predictionIntervals } from './intervals';
import { candidatesFor, modelNamed } from './methods';
import type { MethodName } from './model';
import { detectTrend, type Trend } from './trend';
import { hasWeeklyPattern } from './weekly-pattern';

/** The most a forecast without a backtest may claim: it was never tested on data it had not seen. */
export const SHORT_HISTORY_CONFIDENCE = 0.3;

export interface ForecastOptions {
  /** 0.5..0.999, default 0.9: the interval runs from the (1 − level) to the level quantile of the errors. */
  serviceLevel?: number;
}

export interface SeriesForecast {
  /** The method used, or the members of an equal-weight combination joined by '+'. */
  method: string;
  classification: Classification;
  /** One value per day ahead, ≥ 0. */
  forecast: number[];
  lower: number[];
  upper: number[];
  /** The chosen method's mean RMSSE in the backtest; null when the history was too short for one. */
  backtestRmsse: number | null;
  /** 0..1; see confidenceOf. */
  confidence: number;
  trend: Trend;
  flagged: 'shortHistory' | null;
  /** Actual − forecast from the backtest (or, for a short history, each day's distance from the forecast). */
  residuals: number[];
}

/**
 * Confidence from the backtest's RMSSE: 1 / (1 + RMSSE). A perfect backtest gives 1; matching the in-sample
 * naive error (RMSSE 1) gives 0.5; the best possible forecast of pure day-to-day noise scores about 0.6
 * (RMSSE ≈ 0.71, since the naive error has twice the noise's variance).
 */
export function confidenceOf(rmsse: number): number {
  return 1 / (1 + rmsse);
}

/**
 * Forecasts `horizon` days after `history` (daily demand, oldest first, finite numbers). The input is not
 * modified. A history shorter than MIN_BACKTEST_HISTORY (56 days) cannot be backtested: it gets the mean of
 * its days (SBA when its demand is intermittent), flagged 'shortHistory', with at most 0.3 confidence.
 */
export function forecastSeries(
  history: readonly number[],
  horizon: number,
  options: ForecastOptions = {},
): SeriesForecast {
  if (!Number.isInteger(horizon) || horizon < 0) throw new RangeError('horizon must be a whole number ≥ 0');
  // One typed copy for every method: the input stays untouched, and V8 reads a Float64Array fastest.
  const series = Float64Array.from(history);
  if (!series.every(Number.isFinite)) throw new RangeError('history must hold finite numbers only');
  const classification = classifyDemand(series);
  // One damped Holt fit on the whole history serves the trend and, when Holt is chosen, the forecast.
  const holt = fitDampedHolt(series);
  const trend = detectTrend(series, holt);
  const n = series.length;
  if (n < MIN_BACKTEST_HISTORY) return forecastShortHistory(history, horizon, classification, trend, options);
  if (classification.demandClass === 'none') {
    // Every origin of a backtest would have forecast zero and been exactly right.
    const zeros = () => new Array<number>(horizon).fill(0);
    const flat = { forecast: zeros(), lower: zeros(), upper: zeros() };
    return {
      method: 'zero',
      classification,
      ...flat,
      backtestRmsse: 0,
      confidence: 1,
      trend,
      flagged: null,
      residuals: [],
    };
  }
  const candidates = candidatesFor(classification.demandClass, hasWeeklyPattern(series));
  const result = backtest(series, { candidates });
  if (!result) return forecastShortHistory(history, horizon, classification, trend, options);
  const forecast = combinedForecast(series, horizon, result.best.members, holt);
  return {
    method: result.best.method,
    classification,
    forecast,
    ...predictionIntervals(forecast, result.residuals, options),
    backtestRmsse: result.best.rmsse,
    confidence: confidenceOf(result.best.rmsse),
    trend,
    flagged: null,
    residuals: result.residuals,
  };
}

/**
 * The equal-weight mean of the members' forecasts from the end of the history, each refitted on all of it
 * (Holt's fit is passed in when the caller has made it already).
 */
function combinedForecast(
  history: ArrayLike<number>,
  horizon: number,
  members: readonly MethodName[],
  holt?: HoltFit,
): number[] {
  const sum = new Float64Array(horizon);
  const path = new Float64Array(horizon);
  for (const name of members) {
    if (name === 'holt-damped' && holt) path.set(forecastFromFit(holt, horizon));
    else modelNamed(name).writePaths(history, [history.length], horizon, path, 0);
    for (let h = 0; h < horizon; h++) sum[h] = (sum[h] ?? 0) + (path[h] ?? 0);
  }
  return Array.from(sum, (value) => value / members.length);
}

function forecastShortHistory(
  history: readonly number[],
  horizon: number,
  classification: Classification,
  trend: Trend,
  options: ForecastOptions,
): SeriesForecast {
  const { demandClass } = classification;
  const method: MethodName =
    demandClass === 'none' ? 'zero' : isIntermittentClass(demandClass) ? 'sba' : 'mean';
  const forecast = combinedForecast(history, horizon, [method]);
  // No out-of-sample errors exist yet: the spread of the days seen around the flat forecast stands in.
  const level = forecast[0] ?? 0;
  const residuals = history.map((value) => value - level);
  return {
    method,
    classification,
    forecast,
    ...predictionIntervals(forecast, residuals, options),
    backtestRmsse: null,
    confidence: (SHORT_HISTORY_CONFIDENCE * history.length) / MIN_BACKTEST_HISTORY,
    trend,
    flagged: 'shortHistory',
    residuals,
  };
}
