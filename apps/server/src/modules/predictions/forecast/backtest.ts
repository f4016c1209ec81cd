// Rolling-origin backtest (Tashman 2000, "Out-of-sample tests of forecasting accuracy", IJF 16): forecast the
// last weeks again as if they had not happened yet, from several origins, and keep the method that did best.
import type { MethodName, Model } from './model';
import { rmsseScale } from './rmsse';

/** Origins, a week apart: the last four weeks' worth of starting points. */
export const BACKTEST_ORIGINS = 4;
export const BACKTEST_STEP = 7;
/** Days forecast from each origin: two weeks, the usual span between orders. */
export const BACKTEST_HORIZON = 14;
/** Training days before the first origin: three whole weeks, so weekday indices and starts are defined. */
export const MIN_TRAINING_DAYS = 21;
/** History a backtest needs: 21 + 3 × 7 + 14 = 56 days. */
export const MIN_BACKTEST_HISTORY =
  MIN_TRAINING_DAYS + (BACKTEST_ORIGINS - 1) * BACKTEST_STEP + BACKTEST_HORIZON;

export interface MethodScore {
  /** A method's name, or the members of an equal-weight combination joined by '+'. */
  method: string;
  members: readonly MethodName[];
  /** Mean over the origins of each origin's RMSSE, scaled by the history before that origin. */
  rmsse: number;
}

export interface BacktestResult {
  /** Observations before each origin, ascending; the last origin's horizon ends with the history. */
  origins: number[];
  /** Every candidate and combination, best first. */
  scores: MethodScore[];
  best: MethodScore;
  /** The best one's errors, actual − forecast: origin by origin, steps 1..BACKTEST_HORIZON within each. */
  residuals: number[];
}

export interface BacktestOptions {
  candidates: readonly Model[];
  /** Also try the equal-weight combinations of the two and three best (default true). */
  combine?: boolean;
}

export function backtestOrigins(length: number): number[] {
  const last = length - BACKTEST_HORIZON;
  return Array.from(
    { length: BACKTEST_ORIGINS },
    (_, k) => last - (BACKTEST_ORIGINS - 1 - k) * BACKTEST_STEP,
  );
}

/**
 * Scores each candidate, and the equal-weight combinations of the two and three best (combining forecasts
 * is the most reliable gain in the M competitions; Makridakis et al. 2020), by mean RMSSE over the origins.
 * Ties go to the single, better-ranked method. Null when the history is shorter than MIN_BACKTEST_HISTORY.
 */
export function backtest(history: ArrayLike<number>, options: BacktestOptions): BacktestResult | null {
  const { candidates, combine = true } = options;
  if (history.length < MIN_BACKTEST_HISTORY || candidates.length === 0) return null;
  const origins = backtestOrigins(history.length);
  const span = BACKTEST_ORIGINS * BACKTEST_HORIZON;
  const paths = new Float64Array(candidates.length * span);
  candidates.forEach((model, i) => {
    model.writePaths(history, origins, BACKTEST_HORIZON, paths, i * span);
  });
  const scales = origins.map((origin) => rmsseScale(history, origin));
  const context: Context = { history, origins, scales, paths, span };

  const single = candidates
    .map((_model, i) => ({ indices: [i], score: meanRmsse(context, [i]) }))
    .sort((a, b) => a.score - b.score);
  const tried = [...single];
  if (combine) {
    for (const size of [2, 3]) {
      if (single.length < size) break;
      // Members in the candidates' order, so a combination has one name whatever its members' ranks.
      const indices = single
        .slice(0, size)
        .flatMap((entry) => entry.indices)
        .sort((a, b) => a - b);
      tried.push({ indices, score: meanRmsse(context, indices) });
    }
  }
  const scores = tried
    .map(({ indices, score }) => scoreOf(candidates, indices, score))
    .sort((a, b) => a.rmsse - b.rmsse);
  const bestEntry = tried.reduce((best, entry) => (entry.score < best.score ? entry : best));
  const best = scoreOf(candidates, bestEntry.indices, bestEntry.score);
  return { origins, scores, best, residuals: residualsOf(context, bestEntry.indices) };
}

interface Context {
  history: ArrayLike<number>;
  origins: readonly number[];
  scales: readonly number[];
  paths: Float64Array;
  span: number;
}

function scoreOf(candidates: readonly Model[], indices: readonly number[], rmsse: number): MethodScore {
  const members = indices.map((i) => candidates[i]?.name ?? 'zero');
  return { method: members.join('+'), members, rmsse };
}

/** The equal-weight mean of the members' forecasts for step h from origin k. */
function combined(context: Context, indices: readonly number[], k: number, h: number): number {
  let sum = 0;
  for (const i of indices) sum += context.paths[i * context.span + k * BACKTEST_HORIZON + h] ?? 0;
  return sum / indices.length;
}

function meanRmsse(context: Context, indices: readonly number[]): number {
  const { history, origins, scales } = context;
  let total = 0;
  for (let k = 0; k < origins.length; k++) {
    const origin = origins[k] ?? 0;
    let sse = 0;
    for (let h = 0; h < BACKTEST_HORIZON; h++) {
      const error = (history[origin + h] ?? 0) - combined(context, indices, k, h);
      sse += error * error;
    }
    total += Math.sqrt(sse / BACKTEST_HORIZON / (scales[k] ?? 1));
  }
  return total / origins.length;
}

function residualsOf(context: Context, indices: readonly number[]): number[] {
  const residuals: number[] = [];
  context.origins.forEach((origin, k) => {
    for (let h = 0; h < BACKTEST_HORIZON; h++)
      residuals.push((context.history[origin + h] ?? 0) - combined(context, indices, k, h));
  });
  return residuals;
}
