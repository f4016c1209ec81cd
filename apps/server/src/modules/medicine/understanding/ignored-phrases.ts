// Phrases that contain a lexicon word without meaning the symptom. Matching them as a concept that yields
// nothing lets "longest match wins" keep "cold weather" from being read as a cold.
export const IGNORED_PHRASES: readonly string[] = [
  'cold weather',
  'cold water',
  'cold drink',
  'cold drinks',
  'cold hands',
  'cold feet',
  'in the cold',
  'the cold',
  'keep fit',
  'fit and healthy',
  'gas station',
  'flu shot',
  'flu jab',
  'flu vaccine',
  'blood pressure',
  'blood test',
  'blood sugar',
  // Drug allergies outside the medicine lexicon: context for a clinician, not the symptom "allergies".
  'allergic to penicillin',
  'allergic to amoxicillin',
  'allergic to antibiotics',
  'allergic to sulfa',
  'allergic to codeine',
  'allergic to latex',
  'penicillin allergy',
];
