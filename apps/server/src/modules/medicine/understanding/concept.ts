import type { ConditionKey, MedicineKey } from './context-keys';
import type { PhraseRedFlagKey } from './red-flag-keys';
import type { SymptomKey } from './symptom-keys';

/** What a matched phrase means. One index holds them all, so "longest match wins" settles every overlap. */
export type Concept =
  | { kind: 'symptom'; key: SymptomKey }
  | { kind: 'red_flag'; key: PhraseRedFlagKey }
  | { kind: 'condition'; key: ConditionKey }
  | { kind: 'medicine'; key: MedicineKey }
  | { kind: 'pregnancy' }
  | { kind: 'breastfeeding' }
  | { kind: 'heavy_drinking' }
  /** Phrases that contain a lexicon word but mean something else ("cold weather"); they only block. */
  | { kind: 'ignore' };
