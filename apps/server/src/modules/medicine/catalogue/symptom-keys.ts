import type { SymptomKey } from '../understanding';

// The catalogue names symptoms by the keys the symptom lexicon understands (understanding/symptom-keys.ts): a
// medicine that named any other key could never be matched, so validation rejects it.
export { SYMPTOM_KEYS, type SymptomKey } from '../understanding';

/** 21 CFR 310.519: no OTC drug may claim to relieve these, so only prescription medicines may list them. */
export const ANXIETY_SYMPTOM_KEYS: readonly SymptomKey[] = ['anxiety', 'nervousness', 'stress'];
