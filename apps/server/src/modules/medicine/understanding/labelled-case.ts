import type { RedFlagKey } from './red-flag-keys';
import type { SymptomKey } from './symptom-keys';

/**
 * One hand-written text with what a careful reader finds in it: the symptoms the person has now, the symptoms
 * and red flags they say they do NOT have, and the red flags that must be escalated.
 */
export interface LabelledCase {
  text: string;
  symptoms: readonly SymptomKey[];
  negated: readonly (SymptomKey | RedFlagKey)[];
  redFlags: readonly RedFlagKey[];
}

/** Shorthand for writing the set compactly: text, present symptoms, negated keys, red flags. */
export function labelled(
  text: string,
  symptoms: readonly SymptomKey[],
  negated: readonly (SymptomKey | RedFlagKey)[] = [],
  redFlags: readonly RedFlagKey[] = [],
): LabelledCase {
  return { text, symptoms, negated, redFlags };
}
