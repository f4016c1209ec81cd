import type { ItemPrediction, PredictionRun } from '@careledger/shared';

export type PredictionGroups = PredictionRun['predictions'];

/**
 * Spec 001: search is a case-insensitive substring of the item's name or category. The category is matched in
 * its stored English form and as shown (its label in the reader's language), so either spelling finds it.
 */
export function filterPredictions(
  groups: PredictionGroups,
  search: string,
  categoryLabel: (category: ItemPrediction['prediction']['category']) => string,
): PredictionGroups {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return groups;
  const matches = (entry: ItemPrediction) =>
    [entry.itemName, entry.prediction.category, categoryLabel(entry.prediction.category)].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    );
  return {
    urgent: groups.urgent.filter(matches),
    moderate: groups.moderate.filter(matches),
    safe: groups.safe.filter(matches),
  };
}

/** Current stock as a share of the restocking threshold, 0 to 100 (a full bar at or above the threshold). */
export function stockLevelPercent(currentStock: number, threshold: number): number {
  if (threshold <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((currentStock / threshold) * 100)));
}
