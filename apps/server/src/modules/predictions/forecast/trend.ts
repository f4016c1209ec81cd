// Whether demand is going up, down or holding, from the damped Holt slope (Gardner & McKenzie 1985).
import { dampedDays, fitDampedHolt, type HoltFit } from './damped-holt';
import { fitLine, meanOf } from './stats';

export type Trend = 'up' | 'down' | 'stable';

/** The change is judged over four weeks ahead, the span a reorder decision looks at. */
export const TREND_DAYS = 28;
/**
 * A forecast change of less than 5 % of the recent mean level over those four weeks is 'stable'. The damped
 * slope projects well under the raw one (a series doubling in a year moves its damped forecast about 3 % a
 * month), so 10 % would call almost every real trend stable.
 */
export const TREND_SHARE = 0.05;
/** Weeks of recent history the significance test looks at. */
const SIGNIFICANCE_DAYS = 91;
/** |slope / standard error| of the straight line that counts as significant (about 95 %). */
const SIGNIFICANT_T = 2;
const MIN_DAYS = 14;

/**
 * 'up' or 'down' when both hold:
 * - the damped Holt forecast moves by more than 5 % of the last four weeks' mean over the next 28 days
 *   (slope × (phi + phi² + ... + phi^28), so a damped slope counts for less), and
 * - a least-squares line through the last 13 weeks slopes the same way with |t| ≥ 2, so a slope the noise
 *   could have made is ignored.
 * Otherwise, and for less than two weeks of history or a zero level, 'stable'. `holt` is the fit on the
 * whole history, when the caller has it already.
 */
export function detectTrend(history: ArrayLike<number>, holt?: HoltFit): Trend {
  const n = history.length;
  if (n < MIN_DAYS) return 'stable';
  const base = meanOf(history, Math.max(0, n - TREND_DAYS), n);
  if (base <= 0) return 'stable';
  const fit = holt ?? fitDampedHolt(history);
  const change = fit.slope * dampedDays(fit.phi, TREND_DAYS);
  if (Math.abs(change) <= TREND_SHARE * base) return 'stable';
  const line = fitLine(history, Math.max(0, n - SIGNIFICANCE_DAYS), n);
  const sameSign = Math.sign(line.slope) === Math.sign(change);
  const significant = line.slopeError === 0 || Math.abs(line.slope / line.slopeError) >= SIGNIFICANT_T;
  if (!sameSign || !significant) return 'stable';
  return change > 0 ? 'up' : 'down';
}
