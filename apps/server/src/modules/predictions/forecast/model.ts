// The shape every forecasting method shares, so the backtest can run them all the same way.

export type MethodName = 'ses' | 'holt-damped' | 'seasonal' | 'sba' | 'tsb' | 'naive' | 'mean' | 'zero';

/**
 * Writes a forecast path of `horizon` values for each origin into `out`, the path of origins[k] starting at
 * `offset + k * horizon`. An origin is a number of observations: the path from origin o forecasts
 * history[o], history[o + 1], ... using history[0..o) only. Origins are ascending; the method chooses its
 * parameters on history[0..origins[0]) and keeps them for every origin, so a backtest never sees its holdout.
 * One pass over the series serves every origin, which is what makes a backtest cheap.
 */
export type PathWriter = (
  history: ArrayLike<number>,
  origins: readonly number[],
  horizon: number,
  out: Float64Array,
  offset: number,
) => void;

export interface Model {
  readonly name: MethodName;
  readonly writePaths: PathWriter;
}

/** The forecast from the end of the history, as a plain array. */
export function forecastFromEnd(
  writePaths: PathWriter,
  history: ArrayLike<number>,
  horizon: number,
): number[] {
  const out = new Float64Array(horizon);
  writePaths(history, [history.length], horizon, out, 0);
  return Array.from(out);
}
