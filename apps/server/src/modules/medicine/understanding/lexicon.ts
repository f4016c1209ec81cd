import { ALLERGY_SKIN_LEXICON } from './lexicon-allergy-skin';
import { DIGESTIVE_LEXICON } from './lexicon-digestive';
import type { LexiconEntry } from './lexicon-entry';
import { PAIN_LEXICON } from './lexicon-pain';
import { RESPIRATORY_LEXICON } from './lexicon-respiratory';
import { SLEEP_MOOD_LEXICON } from './lexicon-sleep-mood';
import type { SymptomKey } from './symptom-keys';

/** The whole symptom vocabulary, one entry per key, split by body system only to keep the files short. */
export const SYMPTOM_LEXICON: readonly LexiconEntry[] = [
  ...PAIN_LEXICON,
  ...RESPIRATORY_LEXICON,
  ...ALLERGY_SKIN_LEXICON,
  ...DIGESTIVE_LEXICON,
  ...SLEEP_MOOD_LEXICON,
];

const BY_KEY = new Map(SYMPTOM_LEXICON.map((entry) => [entry.key, entry]));

/** English display name of a symptom key. */
export function symptomName(key: SymptomKey): string {
  return BY_KEY.get(key)?.name ?? key;
}
