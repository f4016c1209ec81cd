import type { UrgencyLevel } from './types';

export interface ImportanceFeatures {
  /** Whether the entry has any sentence at all; an empty one scores 0. */
  hasText: boolean;
  urgencyLevel: UrgencyLevel;
  /** VADER compound, -1 to 1; only its strength counts. */
  compound: number;
  /** Distinct people, places and medicines named. */
  entityCount: number;
  dateCount: number;
  actionItemCount: number;
}

// importance = clamp01(0.10 + U + 0.15·|compound| + 0.04·min(E, 4) + 0.10·[D ≥ 1] + 0.10·min(A, 2)),
// U = 0.70 high, 0.40 medium, 0 normal. The weights put every high-urgency entry at 0.8 or more (red in the
// spec's colours), a medium one with a date or a task at 0.6 or more (yellow), and keep an entry of normal
// urgency at 0.71 at most, so no badge turns red without an urgent cue.
export const IMPORTANCE_WEIGHTS = {
  base: 0.1,
  urgency: { high: 0.7, medium: 0.4, normal: 0 },
  sentimentStrength: 0.15,
  perEntity: 0.04,
  maxEntities: 4,
  anyDate: 0.1,
  perActionItem: 0.1,
  maxActionItems: 2,
} as const;

/**
 * How much an entry matters to the person and their carer, 0 to 1, rounded to two decimals:
 * `clamp01(0.10 + U + 0.15·|compound| + 0.04·min(E, 4) + 0.10·[D ≥ 1] + 0.10·min(A, 2))` where U is 0.70 for
 * high urgency, 0.40 for medium and 0 for normal, E the people, places and medicines named, D the dates and A
 * the action items. An entry with no sentence scores 0.
 */
export function scoreImportance(features: ImportanceFeatures): number {
  if (!features.hasText) return 0;
  const w = IMPORTANCE_WEIGHTS;
  const score =
    w.base +
    w.urgency[features.urgencyLevel] +
    w.sentimentStrength * Math.min(1, Math.abs(features.compound)) +
    w.perEntity * Math.min(features.entityCount, w.maxEntities) +
    (features.dateCount > 0 ? w.anyDate : 0) +
    w.perActionItem * Math.min(features.actionItemCount, w.maxActionItems);
  return Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;
}
