// Simple exponential smoothing (Brown 1959): a level that moves a fraction alpha towards each observation.
import { forecastFromEnd, type Model } from './model';
import { meanOf } from './stats';

// Small on purpose: a whole forecast must take well under a millisecond (see forecast.ts).
const ALPHAS = [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5];
const INITIAL_DAYS = 7;

export interface SesParams {
  /** Smoothing weight of the newest observation, 0..1; chosen by grid search when left out. */
  alpha?: number;
}

/** The first week's mean: one whole week, so a weekday pattern does not bias the start. */
function initialLevel(history: ArrayLike<number>, end: number): number {
  return meanOf(history, 0, Math.min(end, INITIAL_DAYS));
}

/** Sum of squared one-step-ahead errors over history[0..end). */
function squaredError(history: ArrayLike<number>, end: number, alpha: number): number {
  let level = initialLevel(history, end);
  let sse = 0;
  for (let t = 0; t < end; t++) {
    const error = (history[t] ?? 0) - level;
    sse += error * error;
    level += alpha * error;
  }
  return sse;
}

/** The alpha of the grid with the smallest in-sample one-step squared error on history[0..end). */
export function chooseSesAlpha(history: ArrayLike<number>, end: number): number {
  let best = 0.1;
  let bestError = Number.POSITIVE_INFINITY;
  for (const alpha of ALPHAS) {
    const error = squaredError(history, end, alpha);
    if (error < bestError) {
      bestError = error;
      best = alpha;
    }
  }
  return best;
}

function writeSesPaths(
  history: ArrayLike<number>,
  alpha: number,
  origins: readonly number[],
  horizon: number,
  out: Float64Array,
  offset: number,
): void {
  let level = initialLevel(history, origins[0] ?? 0);
  const last = origins[origins.length - 1] ?? 0;
  let k = 0;
  for (let t = 0; t <= last; t++) {
    while (origins[k] === t) {
      out.fill(Math.max(0, level), offset + k * horizon, offset + (k + 1) * horizon);
      k++;
    }
    level += alpha * ((history[t] ?? 0) - level);
  }
}

export const sesModel: Model = {
  name: 'ses',
  writePaths: (history, origins, horizon, out, offset) =>
    writeSesPaths(history, chooseSesAlpha(history, origins[0] ?? 0), origins, horizon, out, offset),
};

/** Simple exponential smoothing: a flat forecast at the smoothed level. */
export function simpleExponentialSmoothing(
  history: ArrayLike<number>,
  horizon: number,
  params: SesParams = {},
): number[] {
  const { alpha } = params;
  if (alpha === undefined) return forecastFromEnd(sesModel.writePaths, history, horizon);
  return forecastFromEnd(
    (h, origins, steps, out, offset) => writeSesPaths(h, alpha, origins, steps, out, offset),
    history,
    horizon,
  );
}
