import type { ConditionKey, MedicineKey } from './context-keys';
import type { RedFlagKey } from './red-flag-keys';
import type { SymptomKey } from './symptom-keys';

/**
 * Facts about the person a careful reader takes from the text. Only what is labelled is scored (a case without
 * it says nothing about context), so these measure how often stated context is found, not invented context.
 */
export interface ExpectedContext {
  ageYears?: number;
  isChild?: true;
  isInfant?: true;
  isPregnant?: true;
  isBreastfeeding?: true;
  conditions?: readonly ConditionKey[];
  medicines?: readonly MedicineKey[];
}

/**
 * One hand-written text with what a careful reader finds in it: the symptoms the person has now, the symptoms
 * and red flags they say they do NOT have, the red flags that must be escalated and, optionally, the facts about
 * the person that change which medicines are safe.
 */
export interface LabelledCase {
  text: string;
  symptoms: readonly SymptomKey[];
  negated: readonly (SymptomKey | RedFlagKey)[];
  redFlags: readonly RedFlagKey[];
  context?: ExpectedContext;
}

/** Shorthand for writing the set compactly: text, present symptoms, negated keys, red flags, context. */
export function labelled(
  text: string,
  symptoms: readonly SymptomKey[],
  negated: readonly (SymptomKey | RedFlagKey)[] = [],
  redFlags: readonly RedFlagKey[] = [],
  context?: ExpectedContext,
): LabelledCase {
  return context === undefined
    ? { text, symptoms, negated, redFlags }
    : { text, symptoms, negated, redFlags, context };
}
