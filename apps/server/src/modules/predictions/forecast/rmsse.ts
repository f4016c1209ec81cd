// RMSSE, the accuracy measure of the M5 competition (Makridakis, Spiliotis & Assimakopoulos, "M5 accuracy
// competition: results, findings and conclusions", IJF 38, 2022, and the M5 competitors' guide):
//   RMSSE = sqrt( (1/h) Σ (y_t − ŷ_t)² / ( (1/(n−1)) Σ_{t=2..n} (y_t − y_{t−1})² ) )
// the forecast's mean squared error over the horizon scaled by the in-sample mean squared error of the naive
// one-step forecast. Below 1 beats the naive forecast's in-sample accuracy; scale-free, so series of very
// different volumes can be averaged.

/**
 * The denominator: the mean squared one-day change of history[0..end). M5 leaves it undefined when it is 0
 * (a constant series, or a single day); then this uses the square of the series' mean absolute value, so an
 * error of one mean level scores 1, and 1 when the series is all zeros, so errors count in units. Either way
 * the score stays finite and a perfect forecast still scores 0.
 */
export function rmsseScale(history: ArrayLike<number>, end = history.length): number {
  let sum = 0;
  let absolute = 0;
  for (let t = 0; t < end; t++) {
    const value = history[t] ?? 0;
    absolute += Math.abs(value);
    if (t > 0) {
      const change = value - (history[t - 1] ?? 0);
      sum += change * change;
    }
  }
  if (end > 1 && sum > 0) return sum / (end - 1);
  const meanAbsolute = end > 0 ? absolute / end : 0;
  return meanAbsolute > 0 ? meanAbsolute * meanAbsolute : 1;
}

/** RMSSE of `forecast` against `actual` (same length), scaled by the training series `training`. */
export function rmsse(
  actual: readonly number[],
  forecast: readonly number[],
  training: readonly number[],
): number {
  if (actual.length !== forecast.length) throw new RangeError('actual and forecast differ in length');
  if (actual.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < actual.length; i++) {
    const error = (actual[i] ?? 0) - (forecast[i] ?? 0);
    sum += error * error;
  }
  return Math.sqrt(sum / actual.length / rmsseScale(training));
}
