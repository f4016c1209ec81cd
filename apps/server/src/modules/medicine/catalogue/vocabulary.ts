import { CONDITION_KEYS, MEDICINE_KEYS } from '../understanding';
// Closed word lists for the catalogue, kept as values so validation can check data that did not pass the compiler.

export const MEDICINE_FORMS = [
  'tablet',
  'caplet',
  'capsule',
  'softgel',
  'chewable',
  'liquid',
  'lozenge',
  'spray',
  'cream',
] as const;

export { MEDICINE_CATEGORIES, REQUIRED_MEDICINE_CATEGORIES as REQUIRED_CATEGORIES } from '@careledger/shared';

/**
 * Conditions for which a label says "do not use" or "ask a doctor before use": the conditions the symptom reader
 * recognises in what a person writes, and the states of a person the labels name.
 */
export const CONTRAINDICATIONS = [
  ...CONDITION_KEYS,
  'pregnancy',
  'breastfeeding',
  'child_under_12',
  'infant',
] as const;

/** The medicines the symptom reader recognises as taken, and the label's other interaction groups. */
export const INTERACTIONS = [...MEDICINE_KEYS, 'alcohol', 'sedatives', 'acetaminophen_products'] as const;

/** What a "stop use and ask a doctor if ... lasts more than N days" line is about. */
export const STOP_USE_REASONS = [
  'pain',
  'fever',
  'cough',
  'congestion',
  'sleeplessness',
  'diarrhea',
  'heartburn',
  'symptoms',
] as const;
