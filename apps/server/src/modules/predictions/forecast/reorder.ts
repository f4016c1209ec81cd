// Reorder points and order quantities from a forecast: the classic (s, S) logic of a periodic review, with
// safety stock at a service level (cycle service level: the chance of not running out during a lead time).
import { type DemandClass, isIntermittentClass } from './classify';
import { clampServiceLevel } from './intervals';
import { normalQuantile } from './normal-quantile';
import { quantileOf } from './stats';

/** At most a year of rolling lead-time sums: older demand says little about the next order. */
const EMPIRICAL_DAYS = 365;

export interface ReorderPointInput {
  /** Daily forecast from today; lead-time days beyond its end repeat its last value. */
  forecast: readonly number[];
  /** Out-of-sample errors, actual − forecast (SeriesForecast.residuals). */
  residuals: readonly number[];
  leadTimeDays: number;
  /** 0.5..0.999: the chance of not running out before the order arrives. */
  serviceLevel: number;
  /** Daily demand, oldest first: for intermittent and lumpy series the safety stock comes from it. */
  history?: readonly number[];
  demandClass?: DemandClass;
}

export interface ReorderPoint {
  reorderPoint: number;
  /** Forecast demand over the lead time. */
  leadTimeDemand: number;
  safetyStock: number;
  /** 'normal': z × σ × √L from the residuals; 'empirical': a quantile of past lead-time demand. */
  basis: 'normal' | 'empirical';
}

/**
 * Reorder point = forecast lead-time demand + safety stock.
 * - Intermittent or lumpy demand (with a history at least one lead time long): demand over a lead time is a
 *   few lumps, nothing like a normal distribution, so the reorder point is the service-level quantile of
 *   every rolling lead-time sum in the last year's history (Syntetos & Boylan 2008 recommend such empirical
 *   lead-time distributions), and never below the forecast lead-time demand.
 * - Otherwise: safety stock = z(service level) × σ × √leadTime, σ the root mean square of the backtest's
 *   daily errors (a biased method's bias counts against it too).
 */
export function reorderPoint(input: ReorderPointInput): ReorderPoint {
  const { forecast, residuals, history, demandClass } = input;
  const leadTime = Math.max(0, Math.ceil(input.leadTimeDays));
  const level = clampServiceLevel(input.serviceLevel);
  const leadTimeDemand = demandOver(forecast, leadTime);
  if (
    leadTime > 0 &&
    history &&
    history.length >= leadTime &&
    demandClass &&
    isIntermittentClass(demandClass)
  ) {
    const quantile = quantileOf(rollingSums(history, leadTime), level);
    const point = Math.max(leadTimeDemand, quantile);
    return { reorderPoint: point, leadTimeDemand, safetyStock: point - leadTimeDemand, basis: 'empirical' };
  }
  const sigma = Math.sqrt(residuals.reduce((sum, r) => sum + r * r, 0) / Math.max(1, residuals.length));
  const safetyStock = Math.max(0, normalQuantile(level) * sigma * Math.sqrt(leadTime));
  return { reorderPoint: leadTimeDemand + safetyStock, leadTimeDemand, safetyStock, basis: 'normal' };
}

/** The sum of the first `days` forecast days, repeating the last one past the forecast's end. */
function demandOver(forecast: readonly number[], days: number): number {
  let total = 0;
  const last = forecast[forecast.length - 1] ?? 0;
  for (let i = 0; i < days; i++) total += forecast[i] ?? last;
  return total;
}

function rollingSums(history: readonly number[], days: number): number[] {
  const start = Math.max(0, history.length - EMPIRICAL_DAYS);
  const sums: number[] = [];
  let window = 0;
  for (let t = start; t < history.length; t++) {
    window += history[t] ?? 0;
    if (t - start >= days) window -= history[t - days] ?? 0;
    if (t - start >= days - 1) sums.push(window);
  }
  return sums;
}

export interface OrderQuantityInput {
  reorderPoint: number;
  /** Stock that can still be used (on hand, not expired) plus what is already on order. */
  usableStock: number;
  /** Forecast demand over the period the order should cover, e.g. horizonTotal(...).total. */
  coverDemand: number;
  /** The supplier's minimum order. */
  minimumOrderQuantity?: number;
  /** The usual order size: used only when the forecast expects no demand at all but the stock is gone. */
  defaultOrderQuantity?: number;
}

/**
 * Order-up-to rule: nothing while usable stock is above the reorder point; otherwise enough to bring it up to
 * reorder point + cover-period demand, rounded up to whole units and at least the supplier's minimum.
 * When the forecast expects no demand (reorder point and cover demand both 0) and nothing is left, the
 * default order quantity (or 0) is suggested: the forecast cannot say more than "none expected".
 */
export function suggestedOrderQuantity(input: OrderQuantityInput): number {
  const { reorderPoint: point, usableStock, coverDemand } = input;
  if (usableStock > point) return 0;
  const target = point + Math.max(0, coverDemand);
  if (target <= 0) return usableStock <= 0 ? Math.max(0, input.defaultOrderQuantity ?? 0) : 0;
  // The small tolerance keeps 12.000000001 (floating-point noise) from becoming 13.
  const needed = Math.ceil(target - usableStock - 1e-9);
  if (needed <= 0) return 0;
  return Math.max(needed, Math.ceil(input.minimumOrderQuantity ?? 0));
}
