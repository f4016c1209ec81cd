// Findings that must stop the assistant from suggesting any medicine and send the person to a clinician
// (design doc, section 6). Some are read straight from phrases; the last four are derived from other findings.
export const PHRASE_RED_FLAG_KEYS = [
  'chest_pain',
  'trouble_breathing',
  'stroke_signs',
  'severe_bleeding',
  'vomiting_blood',
  'black_stools',
  'suicidal_thoughts',
  'self_harm',
  'facial_swelling',
  'fainting',
  'seizure',
  'worst_headache',
  'coughing_blood',
  'confusion',
] as const;

/** Red flags computed from combinations of findings, the person's age, or how long a symptom has lasted. */
export const DERIVED_RED_FLAG_KEYS = [
  'stiff_neck_with_fever',
  'infant_fever',
  'prolonged_fever',
  'prolonged_pain',
] as const;

export type PhraseRedFlagKey = (typeof PHRASE_RED_FLAG_KEYS)[number];
export type DerivedRedFlagKey = (typeof DERIVED_RED_FLAG_KEYS)[number];
export type RedFlagKey = PhraseRedFlagKey | DerivedRedFlagKey;

export const RED_FLAG_KEYS: readonly RedFlagKey[] = [...PHRASE_RED_FLAG_KEYS, ...DERIVED_RED_FLAG_KEYS];
