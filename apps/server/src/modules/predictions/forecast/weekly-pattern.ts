// Whether a series has a weekday pattern worth modelling: without this gate the backtest, scoring on a few
// weeks, sometimes picks the seasonal method for a series whose "pattern" is noise, and its forecast then
// repeats that noise every week. A test for seasonality before decomposing is the M4 benchmarks' practice too
// (Makridakis, Spiliotis & Assimakopoulos 2020, "The M4 Competition", IJF 36).
import { INDEX_WEEKS, WEEK } from './seasonal';

/** 95 % quantiles of the F(6, 7 × (weeks − 1)) distribution for weeks = 2..16 (scipy.stats.f.ppf). */
const F_CRITICAL = [
  3.866, 2.848, 2.573, 2.445, 2.372, 2.324, 2.29, 2.266, 2.246, 2.231, 2.219, 2.209, 2.2, 2.193, 2.186,
];

/**
 * One-way analysis of variance of the last whole weeks of history[0..end) (up to 16, as the seasonal
 * indices use) grouped by weekday: true when the weekday means differ at the 5 % level, or when every
 * weekday repeats exactly and they are not all equal.
 */
export function hasWeeklyPattern(history: ArrayLike<number>, end = history.length): boolean {
  const weeks = Math.min(INDEX_WEEKS, Math.floor(end / WEEK));
  if (weeks < 2) return false;
  const start = end - weeks * WEEK;
  const means = new Float64Array(WEEK);
  let total = 0;
  for (let t = start; t < end; t++) {
    means[t % WEEK] = (means[t % WEEK] ?? 0) + (history[t] ?? 0);
    total += history[t] ?? 0;
  }
  for (let d = 0; d < WEEK; d++) means[d] = (means[d] ?? 0) / weeks;
  const grand = total / (weeks * WEEK);
  let between = 0;
  for (const mean of means) between += weeks * (mean - grand) ** 2;
  let within = 0;
  for (let t = start; t < end; t++) within += ((history[t] ?? 0) - (means[t % WEEK] ?? 0)) ** 2;
  if (within === 0) return between > 0;
  const f = between / (WEEK - 1) / (within / (WEEK * (weeks - 1)));
  return f >= (F_CRITICAL[weeks - 2] ?? 2.186);
}
