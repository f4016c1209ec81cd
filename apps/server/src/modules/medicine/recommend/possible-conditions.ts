import type { PossibleCondition } from '@careledger/shared';
import type { SymptomMention } from '../understanding';
import { CONDITION_PROFILES } from './condition-profiles';
import { englishName } from './medicine-text';

/** At most this many conditions are named. */
export const POSSIBLE_CONDITIONS_MAX = 3;
/** A condition is named only when at least this share of its typical symptoms, weighted, is present. */
export const POSSIBLE_CONDITION_FLOOR = 0.25;

/**
 * What the symptoms may point to, for the voice screen's "disease": for each condition of the table, the weighted
 * share of its typical symptoms present, each counted by the reader's confidence in it:
 * Σ_present w(s)·c(s) / Σ_typical w(s). The top three at or above the floor, best first. Not a diagnosis.
 */
export function findPossibleConditions(symptoms: readonly SymptomMention[]): PossibleCondition[] {
  const confidence = new Map(symptoms.map((symptom) => [symptom.key, symptom.confidence]));
  return CONDITION_PROFILES.map((condition) => {
    const total = condition.typical.reduce((sum, { weight }) => sum + weight, 0);
    const present = condition.typical.reduce(
      (sum, { symptom, weight }) => sum + weight * (confidence.get(symptom) ?? 0),
      0,
    );
    return { key: condition.key, share: present / total };
  })
    .filter(({ share }) => share >= POSSIBLE_CONDITION_FLOOR)
    .sort((a, b) => b.share - a.share)
    .slice(0, POSSIBLE_CONDITIONS_MAX)
    .map(({ key, share }) => ({
      key,
      name: englishName('conditions', key),
      confidence: Math.round(share * 100) / 100,
    }));
}
