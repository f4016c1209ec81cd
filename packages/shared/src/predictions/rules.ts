import {
  MODERATE_STOCKOUT_DAYS,
  RESTOCKING_THRESHOLD_RATIO,
  RISK_LEVEL_FLOORS,
  RISK_WEIGHTS,
  type RiskLevel,
  URGENT_STOCKOUT_DAYS,
} from './constants';

export type PredictionGroup = 'urgent' | 'moderate' | 'safe';

/** 70 % of the item's threshold, in whole units (rounded up: a threshold of 5 restocks at 4, not 3.5). */
export function restockingThreshold(threshold: number): number {
  return Math.ceil(threshold * RESTOCKING_THRESHOLD_RATIO);
}

/**
 * Which group an item's prediction falls in. The spec: urgent when restocking is needed and the stock-out is 7
 * days or fewer away, moderate at 8 to 14, safe when no restocking is needed. It leaves a restocking-needed item
 * further than 14 days out in no group; CareLedger puts it with moderate (the watch list), since it does need
 * ordering and hiding it would be worse (docs/spec-deviations.md).
 */
export function predictionGroup(
  restockingNeeded: boolean,
  daysUntilStockout: number | null,
): PredictionGroup {
  if (!restockingNeeded) return 'safe';
  if (daysUntilStockout !== null && daysUntilStockout <= URGENT_STOCKOUT_DAYS) return 'urgent';
  if (daysUntilStockout !== null && daysUntilStockout <= MODERATE_STOCKOUT_DAYS) return 'moderate';
  return 'moderate';
}

/** (urgent × 0.5 + moderate × 0.3) / total × 100, rounded to one decimal; 0 with no items. */
export function riskScore(counts: { urgent: number; moderate: number; total: number }): number {
  if (counts.total === 0) return 0;
  const score =
    ((counts.urgent * RISK_WEIGHTS.urgent + counts.moderate * RISK_WEIGHTS.moderate) / counts.total) * 100;
  return Math.round(score * 10) / 10;
}

export function riskLevel(score: number): RiskLevel {
  if (score >= RISK_LEVEL_FLOORS.high) return 'High';
  if (score >= RISK_LEVEL_FLOORS.medium) return 'Medium';
  return 'Low';
}
