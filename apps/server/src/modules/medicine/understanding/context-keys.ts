// Facts about the person that change which medicines are safe (Drug Facts "Ask a doctor before use if you
// have..." and "Ask a doctor or pharmacist before use if you are taking..." sections).
export const CONDITION_KEYS = [
  'high_blood_pressure',
  'stomach_ulcer',
  'asthma',
  'liver_disease',
  'kidney_disease',
  'heart_disease',
  'diabetes',
  'glaucoma',
  'enlarged_prostate',
  'bleeding_disorder',
] as const;

export const MEDICINE_KEYS = ['warfarin', 'ssri', 'maoi', 'other_nsaid'] as const;

export type ConditionKey = (typeof CONDITION_KEYS)[number];
export type MedicineKey = (typeof MEDICINE_KEYS)[number];
