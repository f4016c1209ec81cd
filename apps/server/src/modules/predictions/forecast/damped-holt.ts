// Holt's linear method with a damped trend (Gardner & McKenzie 1985, "Forecasting trends in time series",
// Management Science 31), in error-correction form: the slope is multiplied by phi < 1 each day, so a trend
// is followed but not extrapolated forever, which is what made it hard to beat in the M competitions.
import { forecastFromEnd, type Model } from './model';
import { fitLine } from './stats';

/** Four alphas, no more: runFourAlphas runs them side by side. */
const ALPHAS = [0.05, 0.1, 0.2, 0.35] as const;
/** beta = alpha × share: the slope moves more slowly than the level (and beta ≤ alpha keeps it stable). */
const BETA_SHARES = [0.01, 0.05, 0.15];
const PHIS = [0.9, 0.98];
/** Days of the line fitted to start the level and slope: four whole weeks, so weekdays even out. */
const INITIAL_DAYS = 28;

export interface HoltParams {
  alpha: number;
  beta: number;
  phi: number;
}

export interface HoltFit extends HoltParams {
  /** Level and slope after the last observation used. */
  level: number;
  slope: number;
}

// Scratch results of the grid search, one entry per grid point, reused by every call (the engine is
// synchronous, so they are never shared between two searches).
const GRID_SIZE = ALPHAS.length * BETA_SHARES.length * PHIS.length;
const errors = new Float64Array(GRID_SIZE);
const levels = new Float64Array(GRID_SIZE);
const slopes = new Float64Array(GRID_SIZE);

/** The parameters of grid index g = (phi index × 3 + share index) × 4 + alpha index, as searchGrid fills it. */
function gridPoint(g: number): HoltParams {
  const alpha = ALPHAS[g % ALPHAS.length] ?? 0.1;
  const share = BETA_SHARES[Math.floor(g / ALPHAS.length) % BETA_SHARES.length] ?? 0.05;
  const phi = PHIS[Math.floor(g / (ALPHAS.length * BETA_SHARES.length))] ?? 0.98;
  return { alpha, beta: alpha * share, phi };
}

/** The start state: the line through the first weeks, its level set one day before day 0. */
function initialState(history: ArrayLike<number>, end: number): { level: number; slope: number } {
  const line = fitLine(history, 0, Math.min(end, INITIAL_DAYS));
  return { level: line.intercept - line.slope, slope: line.slope };
}

/**
 * Runs the four alphas of one (share, phi) pair over history[0..end) in a single pass, each recursion in its
 * own variables: four independent chains of arithmetic overlap in the processor, which makes the search
 * about twice as fast as one pass per grid point. Stores each one's squared error and end state at `at`.
 */
function runFourAlphas(
  history: ArrayLike<number>,
  end: number,
  share: number,
  phi: number,
  start: { level: number; slope: number },
  at: number,
): void {
  const [a0, a1, a2, a3] = ALPHAS;
  const [b0, b1, b2, b3] = [a0 * share, a1 * share, a2 * share, a3 * share];
  let [l0, l1, l2, l3] = [start.level, start.level, start.level, start.level];
  let [s0, s1, s2, s3] = [start.slope, start.slope, start.slope, start.slope];
  let [e0, e1, e2, e3] = [0, 0, 0, 0];
  for (let t = 0; t < end; t++) {
    const value = history[t] ?? 0;
    let trend = phi * s0;
    let error = value - l0 - trend;
    e0 += error * error;
    l0 += trend + a0 * error;
    s0 = trend + b0 * error;
    trend = phi * s1;
    error = value - l1 - trend;
    e1 += error * error;
    l1 += trend + a1 * error;
    s1 = trend + b1 * error;
    trend = phi * s2;
    error = value - l2 - trend;
    e2 += error * error;
    l2 += trend + a2 * error;
    s2 = trend + b2 * error;
    trend = phi * s3;
    error = value - l3 - trend;
    e3 += error * error;
    l3 += trend + a3 * error;
    s3 = trend + b3 * error;
  }
  errors.set([e0, e1, e2, e3], at);
  levels.set([l0, l1, l2, l3], at);
  slopes.set([s0, s1, s2, s3], at);
}

/**
 * Runs every grid point over history[0..end), leaving each one's end state in the scratch arrays, and
 * returns the index of the one with the smallest in-sample one-step squared error.
 */
function searchGrid(history: ArrayLike<number>, end: number): number {
  const start = initialState(history, end);
  let at = 0;
  for (const phi of PHIS) {
    for (const share of BETA_SHARES) {
      runFourAlphas(history, end, share, phi, start, at);
      at += ALPHAS.length;
    }
  }
  let best = 0;
  for (let g = 1; g < GRID_SIZE; g++) if ((errors[g] ?? 0) < (errors[best] ?? 0)) best = g;
  return best;
}

/** The grid point with the smallest in-sample one-step squared error on history[0..end). */
export function chooseHoltParams(history: ArrayLike<number>, end: number): HoltParams {
  return gridPoint(searchGrid(history, end));
}

function writeHoltPaths(
  history: ArrayLike<number>,
  params: HoltParams,
  origins: readonly number[],
  horizon: number,
  out: Float64Array,
  offset: number,
): void {
  const { alpha, beta, phi } = params;
  const start = initialState(history, origins[0] ?? 0);
  let level = start.level;
  let slope = start.slope;
  const last = origins[origins.length - 1] ?? 0;
  let k = 0;
  for (let t = 0; t <= last; t++) {
    while (origins[k] === t) {
      // Forecast h days ahead: level + (phi + phi² + ... + phi^h) × slope.
      let damping = 0;
      let power = 1;
      const base = offset + k * horizon;
      for (let h = 0; h < horizon; h++) {
        power *= phi;
        damping += power;
        out[base + h] = Math.max(0, level + damping * slope);
      }
      k++;
    }
    const trend = phi * slope;
    const error = (history[t] ?? 0) - level - trend;
    level += trend + alpha * error;
    slope = trend + beta * error;
  }
}

export const dampedHoltModel: Model = {
  name: 'holt-damped',
  writePaths: (history, origins, horizon, out, offset) =>
    writeHoltPaths(history, chooseHoltParams(history, origins[0] ?? 0), origins, horizon, out, offset),
};

/** Parameters chosen on the whole history, and the level and slope at its end (for the trend rule). */
export function fitDampedHolt(history: ArrayLike<number>): HoltFit {
  const best = searchGrid(history, history.length);
  return { ...gridPoint(best), level: levels[best] ?? 0, slope: slopes[best] ?? 0 };
}

/** phi + phi² + ... + phi^days: how many days of today's slope a damped forecast adds up over `days`. */
export function dampedDays(phi: number, days: number): number {
  return phi === 1 ? days : (phi * (1 - phi ** days)) / (1 - phi);
}

/** The forecast from the end of a fit: level + dampedDays(phi, h) × slope, clamped at 0. */
export function forecastFromFit(fit: HoltFit, horizon: number): number[] {
  return Array.from({ length: horizon }, (_, h) =>
    Math.max(0, fit.level + dampedDays(fit.phi, h + 1) * fit.slope),
  );
}

/** Damped-trend Holt forecast; parameters by grid search unless given. */
export function dampedHolt(history: ArrayLike<number>, horizon: number, params?: HoltParams): number[] {
  if (!params) return forecastFromEnd(dampedHoltModel.writePaths, history, horizon);
  return forecastFromEnd(
    (h, origins, steps, out, offset) => writeHoltPaths(h, params, origins, steps, out, offset),
    history,
    horizon,
  );
}
