import type { PredictionRun } from '@careledger/shared';

export type OverallTrend = 'up' | 'down' | 'stable';

/**
 * The direction of the facility's demand in a run: the trend of the items that carry most of the forecast
 * demand. Each item's trend counts with its predicted demand, so one rising item used by the box outweighs three
 * rarely used ones falling; 'stable' unless one direction carries a fifth more demand than the other.
 */
export function overallTrend(run: PredictionRun): OverallTrend {
  let up = 0;
  let down = 0;
  for (const { prediction } of [
    ...run.predictions.urgent,
    ...run.predictions.moderate,
    ...run.predictions.safe,
  ]) {
    if (prediction.trendDirection === 'up') up += prediction.predictedDemand;
    if (prediction.trendDirection === 'down') down += prediction.predictedDemand;
  }
  if (up > down * 1.2 && up > 0) return 'up';
  if (down > up * 1.2 && down > 0) return 'down';
  return 'stable';
}

/** A stored run is re-run by the panel once a UTC day has passed: a day of use changes the forecast. */
export function isStale(run: PredictionRun, now: Date = new Date()): boolean {
  return run.summary.timestamp.slice(0, 10) !== now.toISOString().slice(0, 10);
}
