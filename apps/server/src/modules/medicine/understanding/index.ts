// The symptom-understanding core of the medicine assistant: pure functions from free text to symptoms,
// negations (NegEx), hedges and past findings (ConText), severity, durations, red flags and facts about the
// person. No database, no HTTP, no model. understandSymptoms is what callers need; the rest is for the
// recommender (keys, names, limits) and for measuring the reader against the labelled set.

export { compilePhrases, type PhraseIndex } from './compile-phrases';
export { confidenceOf, EXACT_CONFIDENCE, FUZZY_CONFIDENCE, HEDGE_FACTOR } from './confidence';
export { CONDITION_KEYS, type ConditionKey, MEDICINE_KEYS, type MedicineKey } from './context-keys';
export { CONDITION_LEXICON, MEDICINE_LEXICON } from './context-lexicon';
export {
  CHILD_PAIN_DAYS_LIMIT,
  FEVER_DAYS_LIMIT,
  INFANT_FEVER_MAX_YEARS,
  NOSEBLEED_MAX_DAYS,
  PAIN_DAYS_LIMIT,
} from './derive-red-flags';
export { type CaseResult, type Evaluation, evaluateUnderstanding } from './evaluate';
export type { ExpectedContext, LabelledCase } from './labelled-case';
export { labelledSet } from './labelled-set';
export { heldOutSet } from './labelled-set-held-out';
export { testSet } from './labelled-set-test';
export { SYMPTOM_LEXICON, symptomName } from './lexicon';
export type { LexiconEntry } from './lexicon-entry';
export { matchPhrases, type PhraseMatch } from './match-phrases';
export { NEGATION_SCOPE } from './negation';
export {
  DERIVED_RED_FLAG_KEYS,
  type DerivedRedFlagKey,
  PHRASE_RED_FLAG_KEYS,
  type PhraseRedFlagKey,
  RED_FLAG_KEYS,
  type RedFlagKey,
} from './red-flag-keys';
export { RED_FLAG_LEXICON } from './red-flag-lexicon';
export type { Severity } from './severity';
export { PAIN_SYMPTOM_KEYS, SYMPTOM_KEYS, type SymptomKey } from './symptom-keys';
export { type Token, type TokenizedText, tokenize } from './tokenize';
export { understandSymptoms } from './understand-symptoms';
export type { KeyedMention, PersonContext, SymptomMention, Understanding } from './understanding';
