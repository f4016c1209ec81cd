import type { Token } from './tokenize';

// "I'm allergic to ibuprofen" names a medicine the person must not be given, not one they take, and it is no
// hay-fever-like "allergies" symptom either.
const ALLERGY_WORDS: ReadonlySet<string> = new Set([
  'allergic',
  'allergy',
  'allergies',
  'reaction',
  'intolerant',
]);

/** True when the medicine starting at `first` is the object of "allergic to" (or "allergy to", ...). */
export function isAllergyTo(tokens: readonly Token[], first: number): boolean {
  return tokens[first - 1]?.word === 'to' && ALLERGY_WORDS.has(tokens[first - 2]?.word ?? '');
}
