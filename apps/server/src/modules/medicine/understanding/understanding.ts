import type { ConditionKey, MedicineKey } from './context-keys';
import type { RedFlagKey } from './red-flag-keys';
import type { Severity } from './severity';
import type { SymptomKey } from './symptom-keys';

export interface SymptomMention {
  key: SymptomKey;
  /** 0..1; see confidence.ts for the rule. */
  confidence: number;
  severity?: Severity;
  durationDays?: number;
  /** Said with a hedge ("maybe", "a bit of", "I think") or hypothetically ("if"). */
  hedged: boolean;
  /** The words of the text that were matched, as written. */
  matched: string;
}

export interface KeyedMention<K extends string> {
  key: K;
  matched: string;
}

export interface PersonContext {
  ageYears?: number;
  /** Under 12 by stated age, or spoken of as a son, daughter, child or baby. */
  isChild: boolean;
  /** Under 1 year by stated age, or spoken of as a baby, infant or newborn. */
  isInfant: boolean;
  isNewborn: boolean;
  isPregnant: boolean;
  isBreastfeeding: boolean;
  conditions: ConditionKey[];
  medicines: MedicineKey[];
  /** Medicines the person says they are allergic to ("allergic to aspirin"). */
  medicineAllergies: MedicineKey[];
  /** Three or more alcoholic drinks a day. */
  heavyAlcoholUse: boolean;
}

export interface Understanding {
  /** Symptoms the person has now, each once, with its best mention. */
  symptoms: SymptomMention[];
  /** Symptoms and red flags the person says they do not have (and does not also affirm). */
  negated: KeyedMention<SymptomKey | RedFlagKey>[];
  /** Red flags to escalate: affirmed (even if hedged), or derived from findings, age and durations. */
  redFlags: KeyedMention<RedFlagKey>[];
  /** Symptoms and red flags spoken of as past ("I used to get migraines"), not treated as current. */
  historical: KeyedMention<SymptomKey | RedFlagKey>[];
  context: PersonContext;
}
