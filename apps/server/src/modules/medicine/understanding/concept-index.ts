import { TERMINATORS } from './clauses';
import { COMMON_WORDS } from './common-words';
import { compilePhrases, type PhraseIndex } from './compile-phrases';
import type { Concept } from './concept';
import {
  BREASTFEEDING_PHRASES,
  CONDITION_LEXICON,
  HEAVY_DRINKING_PHRASES,
  MEDICINE_LEXICON,
  PREGNANCY_PHRASES,
} from './context-lexicon';
import { UNIT_DAYS } from './duration';
import { createFuzzyLookup, type FuzzyLookup } from './fuzzy-lookup';
import { HEDGES } from './hedges';
import { HISTORICAL_CUES } from './historical';
import { IGNORED_PHRASES } from './ignored-phrases';
import { lazy } from './lazy';
import { SYMPTOM_LEXICON } from './lexicon';
import { POST_NEGATION, PRE_NEGATION, PSEUDO_NEGATION } from './negation';
import { NUMBER_WORDS } from './number-words';
import { RED_FLAG_LEXICON } from './red-flag-lexicon';
import { SEVERITY_CUES } from './severity';

export interface ConceptIndex {
  phrases: PhraseIndex<Concept>;
  fuzzy: FuzzyLookup;
}

/** Symptoms, red flags and facts about the person, compiled once into one phrase index with spelling help. */
export const conceptIndex = lazy((): ConceptIndex => {
  const phrases = compilePhrases<Concept>([
    ...SYMPTOM_LEXICON.map((entry) => ({
      value: { kind: 'symptom', key: entry.key } as const,
      phrases: entry.phrases,
    })),
    ...RED_FLAG_LEXICON.map((entry) => ({
      value: { kind: 'red_flag', key: entry.key } as const,
      phrases: entry.phrases,
    })),
    ...CONDITION_LEXICON.map((entry) => ({
      value: { kind: 'condition', key: entry.key } as const,
      phrases: entry.phrases,
    })),
    ...MEDICINE_LEXICON.map((entry) => ({
      value: { kind: 'medicine', key: entry.key } as const,
      phrases: entry.phrases,
    })),
    { value: { kind: 'pregnancy' }, phrases: PREGNANCY_PHRASES },
    { value: { kind: 'breastfeeding' }, phrases: BREASTFEEDING_PHRASES },
    { value: { kind: 'heavy_drinking' }, phrases: HEAVY_DRINKING_PHRASES },
    { value: { kind: 'ignore' }, phrases: IGNORED_PHRASES },
  ]);
  // Cue words (negations, hedges, numbers, units) must reach their own matchers as typed, never "corrected"
  // into a symptom: "month" is one letter from "mouth".
  const cueWords = [
    ...PRE_NEGATION,
    ...POST_NEGATION,
    ...PSEUDO_NEGATION,
    ...TERMINATORS,
    ...HEDGES,
    ...HISTORICAL_CUES,
    ...Object.values(SEVERITY_CUES).flat(),
    ...NUMBER_WORDS,
    ...UNIT_DAYS.keys(),
  ].flatMap((phrase) => phrase.split(' '));
  const protectedWords = new Set([...COMMON_WORDS, ...cueWords]);
  return { phrases, fuzzy: createFuzzyLookup(phrases.words, protectedWords) };
});
