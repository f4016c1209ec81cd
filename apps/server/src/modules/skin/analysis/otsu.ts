// Otsu's threshold (Otsu 1979, "A threshold selection method from gray-level histograms", IEEE SMC 9): the cut
// that maximises the between-class variance σ²_B = w₀w₁(μ₁ − μ₀)² of a two-class split of a histogram.

/** Otsu's split of one channel, with the numbers the confidence score is built from. */
export interface OtsuResult {
  /** Values above this belong to the upper class. */
  threshold: number;
  /** σ²_B at the chosen cut, in the channel's units squared. */
  betweenVariance: number;
  /** σ²_T of all the values. */
  totalVariance: number;
  /** η = σ²_B / σ²_T, Otsu's own separability measure, 0–1. */
  separability: number;
  meanBelow: number;
  meanAbove: number;
}

/** Histogram bins: 256, as in Otsu's paper; fine enough for channels of range ≤ 256 units. */
export const OTSU_BINS = 256;

/** Otsu's threshold over an array of values (histogram of OTSU_BINS bins between the minimum and maximum). */
export function otsuThreshold(values: ArrayLike<number>): OtsuResult {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? 0;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const flat = { threshold: min, betweenVariance: 0, totalVariance: 0, separability: 0 };
  if (!(max > min)) return { ...flat, meanBelow: min, meanAbove: min };
  const width = (max - min) / OTSU_BINS;
  const counts = new Float64Array(OTSU_BINS);
  const sums = new Float64Array(OTSU_BINS);
  let total = 0;
  let sumAll = 0;
  let sumSquares = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? 0;
    const bin = Math.min(OTSU_BINS - 1, Math.floor((v - min) / width));
    counts[bin] = (counts[bin] ?? 0) + 1;
    sums[bin] = (sums[bin] ?? 0) + v;
    total++;
    sumAll += v;
    sumSquares += v * v;
  }
  const mean = sumAll / total;
  const totalVariance = Math.max(0, sumSquares / total - mean * mean);
  let best = { k: 0, variance: -1, meanBelow: min, meanAbove: max };
  let countBelow = 0;
  let sumBelow = 0;
  for (let k = 0; k < OTSU_BINS - 1; k++) {
    countBelow += counts[k] ?? 0;
    sumBelow += sums[k] ?? 0;
    const countAbove = total - countBelow;
    if (countBelow === 0 || countAbove === 0) continue;
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / countAbove;
    const variance = ((countBelow * countAbove) / (total * total)) * (meanAbove - meanBelow) ** 2;
    if (variance > best.variance) best = { k, variance, meanBelow, meanAbove };
  }
  const betweenVariance = Math.max(0, best.variance);
  return {
    threshold: min + (best.k + 1) * width,
    betweenVariance,
    totalVariance,
    separability: totalVariance > 0 ? Math.min(1, betweenVariance / totalVariance) : 0,
    meanBelow: best.meanBelow,
    meanAbove: best.meanAbove,
  };
}
