// A weekly-seasonal method: multiplicative weekday indices from the recent whole weeks, and simple exponential
// smoothing of the level of the deseasonalised series (classical decomposition with SES, as in Makridakis,
// Wheelwright & Hyndman, "Forecasting: methods and applications", 1998). Weekday = day number mod 7: the
// series carries no dates, only its order.
import { forecastFromEnd, type Model } from './model';
import { meanOf } from './stats';

export const WEEK = 7;
const ALPHAS = [0.02, 0.05, 0.1, 0.2, 0.3];
/** Weeks behind the indices: enough to average out noise, recent enough to follow a changing pattern. */
export const INDEX_WEEKS = 16;

export interface SeasonalParams {
  /** Smoothing weight of the deseasonalised level; chosen by grid search when left out. */
  alpha?: number;
}

/**
 * Writes into `indices` each weekday's mean over the last whole weeks of history[0..end), divided by the
 * mean of all those days; all 1 when there is not one whole week or no demand. A weekday that never had
 * demand gets 0, so a closed day is forecast as closed.
 */
export function weekdayIndices(history: ArrayLike<number>, end: number, indices: Float64Array): void {
  const weeks = Math.min(INDEX_WEEKS, Math.floor(end / WEEK));
  indices.fill(0);
  let total = 0;
  for (let t = end - weeks * WEEK; t < end; t++) {
    const value = Math.max(0, history[t] ?? 0);
    indices[t % WEEK] = (indices[t % WEEK] ?? 0) + value;
    total += value;
  }
  if (total <= 0) {
    indices.fill(1);
    return;
  }
  // Each weekday occurs `weeks` times: its mean over the overall mean is its sum × 7 / total.
  for (let d = 0; d < WEEK; d++) indices[d] = ((indices[d] ?? 0) * WEEK) / total;
}

/**
 * One day of the level update. The deseasonalised error (error / index) gets the weight alpha × index: for
 * count data the deseasonalised value of a busy weekday is the more precise one (its variance is
 * level / index), and a quiet weekday, with an index near 0, cannot throw the level about. The weight is
 * capped at 1. Closed weekdays (index 0) leave the level alone.
 */
function nextLevel(level: number, value: number, index: number, alpha: number): number {
  if (index <= 0) return level;
  const weight = Math.min(1, alpha * index);
  return level + (weight * (value - level * index)) / index;
}

function squaredError(history: ArrayLike<number>, end: number, alpha: number, indices: Float64Array): number {
  let level = meanOf(history, 0, Math.min(end, WEEK));
  let sse = 0;
  for (let t = 0; t < end; t++) {
    const value = history[t] ?? 0;
    const index = indices[t % WEEK] ?? 1;
    const error = value - level * index;
    sse += error * error;
    level = nextLevel(level, value, index, alpha);
  }
  return sse;
}

function chooseAlpha(history: ArrayLike<number>, end: number, indices: Float64Array): number {
  let best = 0.1;
  let bestError = Number.POSITIVE_INFINITY;
  for (const alpha of ALPHAS) {
    const error = squaredError(history, end, alpha, indices);
    if (error < bestError) {
      bestError = error;
      best = alpha;
    }
  }
  return best;
}

function writeSeasonalPaths(
  history: ArrayLike<number>,
  alphaParam: number | undefined,
  origins: readonly number[],
  horizon: number,
  out: Float64Array,
  offset: number,
): void {
  const fitEnd = origins[0] ?? 0;
  const indices = new Float64Array(WEEK);
  weekdayIndices(history, fitEnd, indices);
  const alpha = alphaParam ?? chooseAlpha(history, fitEnd, indices);
  let level = meanOf(history, 0, Math.min(fitEnd, WEEK));
  const last = origins[origins.length - 1] ?? 0;
  let k = 0;
  for (let t = 0; t <= last; t++) {
    while (origins[k] === t) {
      const base = offset + k * horizon;
      for (let h = 0; h < horizon; h++) out[base + h] = Math.max(0, level * (indices[(t + h) % WEEK] ?? 1));
      k++;
    }
    level = nextLevel(level, history[t] ?? 0, indices[t % WEEK] ?? 1, alpha);
  }
}

export const seasonalModel: Model = {
  name: 'seasonal',
  writePaths: (history, origins, horizon, out, offset) =>
    writeSeasonalPaths(history, undefined, origins, horizon, out, offset),
};

/** Weekly-seasonal forecast: the smoothed deseasonalised level times each weekday's index. */
export function seasonalSmoothing(
  history: ArrayLike<number>,
  horizon: number,
  params: SeasonalParams = {},
): number[] {
  return forecastFromEnd(
    (h, origins, steps, out, offset) => writeSeasonalPaths(h, params.alpha, origins, steps, out, offset),
    history,
    horizon,
  );
}
