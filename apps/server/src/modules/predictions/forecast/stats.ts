// Small numeric helpers shared by the forecasting methods. They read ranges of a series in place rather than
// slicing it, because the engine runs them thousands of times per second.

/** Mean of values[start..end); 0 for an empty range. */
export function meanOf(values: ArrayLike<number>, start = 0, end = values.length): number {
  if (end <= start) return 0;
  let sum = 0;
  for (let t = start; t < end; t++) sum += values[t] ?? 0;
  return sum / (end - start);
}

/** Quantile `q` (0..1) of values already sorted ascending, interpolating linearly (Hyndman & Fan type 7). */
export function quantileOfSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const position = Math.min(Math.max(q, 0), 1) * (n - 1);
  const below = Math.floor(position);
  const low = sorted[below] ?? 0;
  const high = sorted[Math.min(below + 1, n - 1)] ?? low;
  return low + (position - below) * (high - low);
}

/** Quantile `q` of unsorted values; sorts a copy, so the input is left as it was. */
export function quantileOf(values: ArrayLike<number>, q: number): number {
  return quantileOfSorted(Float64Array.from(values).sort(), q);
}

export interface LinearFit {
  /** Fitted value at `start`. */
  intercept: number;
  /** Change per day. */
  slope: number;
  /** Standard error of the slope; 0 when the points lie exactly on the line. */
  slopeError: number;
}

/** Ordinary least squares of values[start..end) on the day number, counted from `start`. */
export function fitLine(values: ArrayLike<number>, start: number, end: number): LinearFit {
  const n = end - start;
  if (n < 2) return { intercept: meanOf(values, start, end), slope: 0, slopeError: 0 };
  const meanX = (n - 1) / 2;
  const meanY = meanOf(values, start, end);
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = i - meanX;
    sxx += dx * dx;
    sxy += dx * ((values[start + i] ?? 0) - meanY);
  }
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  let sse = 0;
  for (let i = 0; i < n; i++) {
    const residual = (values[start + i] ?? 0) - intercept - slope * i;
    sse += residual * residual;
  }
  const slopeError = n > 2 ? Math.sqrt(sse / (n - 2) / sxx) : 0;
  return { intercept, slope, slopeError };
}
