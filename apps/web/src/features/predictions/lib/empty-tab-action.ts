import type { PredictionGroups } from './filter-predictions';
import type { PredictionTab } from './prediction-view';

export type EmptyTabAction =
  | { kind: 'tab'; tab: PredictionTab }
  | { kind: 'clearSearch' }
  | { kind: 'run' }
  | null;

const BY_URGENCY = ['urgent', 'moderate', 'safe'] as const;

/**
 * What "View Recommendations" on an empty list does (the spec shows the button, not its behaviour). It leads to
 * the recommendations there are: the most pressing other group that has items; failing that, when a search hides
 * every item, clearing the search; failing that (the run forecast no item at all), a new analysis for a role that
 * may run one. Otherwise there is nothing to recommend and no button.
 */
export function emptyTabAction(
  groups: PredictionGroups,
  emptyGroup: keyof PredictionGroups,
  options: { search: string; canRun: boolean },
): EmptyTabAction {
  const next = BY_URGENCY.find((group) => group !== emptyGroup && groups[group].length > 0);
  if (next) return { kind: 'tab', tab: next };
  if (options.search.trim()) return { kind: 'clearSearch' };
  return options.canRun ? { kind: 'run' } : null;
}
