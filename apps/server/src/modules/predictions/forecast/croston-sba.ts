// Croston's method (Croston 1972, "Forecasting and stock control for intermittent demands", ORQ 23) smooths
// the demand sizes and the intervals between demands separately, updating both only when demand occurs.
// Syntetos & Boylan (2005, "The accuracy of intermittent demand estimates", IJF 21) showed Croston's
// size / interval is biased upwards and corrected it by the factor (1 - alpha / 2): the SBA.
import { forecastFromEnd, type Model } from './model';

export const SBA_ALPHA = 0.1;

export interface SbaParams {
  /** Smoothing weight of sizes and intervals; 0.1 by default, the value the literature recommends. */
  alpha?: number;
}

function writeSbaPaths(
  history: ArrayLike<number>,
  alpha: number,
  origins: readonly number[],
  horizon: number,
  out: Float64Array,
  offset: number,
): void {
  const correction = 1 - alpha / 2;
  // Croston's start: the first demand's size, and its day number + 1 as the first interval.
  let size = 0;
  let interval = 1;
  let lastDemand = -1;
  let hasDemand = false;
  const last = origins[origins.length - 1] ?? 0;
  let k = 0;
  for (let t = 0; t <= last; t++) {
    while (origins[k] === t) {
      const rate = hasDemand ? (correction * size) / interval : 0;
      out.fill(Math.max(0, rate), offset + k * horizon, offset + (k + 1) * horizon);
      k++;
    }
    const value = history[t] ?? 0;
    if (value <= 0) continue;
    if (hasDemand) {
      size += alpha * (value - size);
      interval += alpha * (t - lastDemand - interval);
    } else {
      size = value;
      interval = t + 1;
      hasDemand = true;
    }
    lastDemand = t;
  }
}

function writerFor(alpha: number) {
  return (
    history: ArrayLike<number>,
    origins: readonly number[],
    horizon: number,
    out: Float64Array,
    offset: number,
  ) => writeSbaPaths(history, alpha, origins, horizon, out, offset);
}

export const sbaModel: Model = { name: 'sba', writePaths: writerFor(SBA_ALPHA) };

/** Croston with the Syntetos–Boylan approximation: a flat forecast of the demand rate. */
export function crostonSba(history: ArrayLike<number>, horizon: number, params: SbaParams = {}): number[] {
  return forecastFromEnd(writerFor(params.alpha ?? SBA_ALPHA), history, horizon);
}
