// TSB (Teunter, Syntetos & Babai 2011, "Intermittent demand: linking forecasting to inventory obsolescence",
// EJOR 214): smooths the probability of demand every day and the size on days with demand, and forecasts
// probability × size. Unlike Croston it lowers the forecast during a long run of zeros, so a dying item is
// not forecast to keep selling.
import { forecastFromEnd, type Model } from './model';

const ALPHAS = [0.05, 0.1, 0.2];
const BETAS = [0.02, 0.05, 0.1, 0.2];

export interface TsbParams {
  /** Smoothing weight of the demand size. */
  alpha: number;
  /** Smoothing weight of the demand probability. */
  beta: number;
}

interface TsbStart {
  probability: number;
  size: number;
}

/** The start: the share of days with demand and their mean size over history[0..end). */
function initialState(history: ArrayLike<number>, end: number): TsbStart {
  let count = 0;
  let sum = 0;
  for (let t = 0; t < end; t++) {
    const value = history[t] ?? 0;
    if (value > 0) {
      count++;
      sum += value;
    }
  }
  return count === 0 ? { probability: 0, size: 0 } : { probability: count / end, size: sum / count };
}

function squaredError(history: ArrayLike<number>, end: number, params: TsbParams, start: TsbStart): number {
  const { alpha, beta } = params;
  let probability = start.probability;
  let size = start.size;
  let sse = 0;
  for (let t = 0; t < end; t++) {
    const value = history[t] ?? 0;
    const error = value - probability * size;
    sse += error * error;
    if (value > 0) {
      probability += beta * (1 - probability);
      size += alpha * (value - size);
    } else {
      probability -= beta * probability;
    }
  }
  return sse;
}

/** The grid point with the smallest in-sample one-step squared error on history[0..end). */
export function chooseTsbParams(history: ArrayLike<number>, end: number): TsbParams {
  const start = initialState(history, end);
  let best: TsbParams = { alpha: 0.1, beta: 0.1 };
  let bestError = Number.POSITIVE_INFINITY;
  for (const alpha of ALPHAS) {
    for (const beta of BETAS) {
      const params = { alpha, beta };
      const error = squaredError(history, end, params, start);
      if (error < bestError) {
        bestError = error;
        best = params;
      }
    }
  }
  return best;
}

function writeTsbPaths(
  history: ArrayLike<number>,
  params: TsbParams,
  origins: readonly number[],
  horizon: number,
  out: Float64Array,
  offset: number,
): void {
  const { alpha, beta } = params;
  const start = initialState(history, origins[0] ?? 0);
  let probability = start.probability;
  let size = start.size;
  const last = origins[origins.length - 1] ?? 0;
  let k = 0;
  for (let t = 0; t <= last; t++) {
    while (origins[k] === t) {
      out.fill(Math.max(0, probability * size), offset + k * horizon, offset + (k + 1) * horizon);
      k++;
    }
    const value = history[t] ?? 0;
    if (value > 0) {
      probability += beta * (1 - probability);
      size += alpha * (value - size);
    } else {
      probability -= beta * probability;
    }
  }
}

export const tsbModel: Model = {
  name: 'tsb',
  writePaths: (history, origins, horizon, out, offset) =>
    writeTsbPaths(history, chooseTsbParams(history, origins[0] ?? 0), origins, horizon, out, offset),
};

/** TSB forecast; parameters by grid search unless given. */
export function tsb(history: ArrayLike<number>, horizon: number, params?: TsbParams): number[] {
  if (!params) return forecastFromEnd(tsbModel.writePaths, history, horizon);
  return forecastFromEnd(
    (h, origins, steps, out, offset) => writeTsbPaths(h, params, origins, steps, out, offset),
    history,
    horizon,
  );
}
