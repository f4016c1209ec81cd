import { clausesWithCue, compileCues } from './clause-cues';
import { lazy } from './lazy';
import type { Token } from './tokenize';

// ConText's "historical" status (Harkema et al. 2009): a finding the person had in the past is not a symptom
// to treat now. "I used to get migraines" or "I had hives last year" are reported apart, not as symptoms, and a
// past red flag ("I had a seizure as a child") does not trigger an emergency answer. Conditions are different:
// "a history of ulcers" still counts as context, because it still contraindicates.
export const HISTORICAL_CUES: readonly string[] = [
  'used to',
  'history of',
  'in the past',
  'as a child',
  'as a kid',
  'as a teenager',
  'when i was young',
  'when i was little',
  'when i was a child',
  'when i was a kid',
  'years ago',
  'year ago',
  'last year',
  'previously',
  'childhood',
];

const historicalIndex = lazy(() => compileCues(HISTORICAL_CUES));

/** The clauses that speak of the past. */
export function findHistoricalClauses(tokens: readonly Token[], clauseOf: readonly number[]): Set<number> {
  return clausesWithCue(tokens, historicalIndex(), clauseOf);
}
