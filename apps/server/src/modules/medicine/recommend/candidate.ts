import type { MedicineText, MedicineTextCode, MedicineTextKey, MedicineTextParams } from '@careledger/shared';
import type { SymptomKey } from '../understanding';
import type { StockedMedicine } from './types';

/** A symptom the person reported that a medicine's label treats. */
export interface SymptomMatch {
  key: SymptomKey;
  /** The reader's 0..1 confidence that the person has it. */
  confidence: number;
  /** 0..1: how central the use is on the medicine's label. */
  weight: number;
  durationDays?: number;
}

type LeftOutKey = Extract<MedicineTextKey, `notes.leftOut${string}`>;

/** Why a medicine is left out of the answer: a `notes.leftOut*` code without its `medicines` list. */
export type LeftOutReason = {
  [K in LeftOutKey]: { key: K; params: Omit<MedicineTextParams[K], 'medicines'> };
}[LeftOutKey];

/** A caution for this person on a medicine that is still suggested. */
export type Caution = Extract<MedicineTextCode, { key: `cautions.${string}` }>;

export interface SafetyVerdict {
  leftOut: LeftOutReason[];
  cautions: Caution[];
}

/** A stocked medicine weighed against what the person wrote. */
export interface Candidate {
  medicine: StockedMedicine;
  /** 0..1, unrounded; see score.ts. */
  score: number;
  /** Most relevant first. */
  matched: SymptomMatch[];
  leftOut: LeftOutReason[];
  cautions: Caution[];
}

/** The left-out note naming every medicine left out for one reason. */
export function leftOutNote(reason: LeftOutReason, medicines: readonly string[]): MedicineText {
  return { key: reason.key, params: { ...reason.params, medicines: medicines.join(', ') } };
}

export const isInStock = (candidate: Candidate): boolean => candidate.medicine.stock > 0;
export const isSuggestible = (candidate: Candidate): boolean => candidate.leftOut.length === 0;
