import type { SymptomKey } from '../understanding';

/** A common self-care condition and the symptoms typical of it, weighted by how telling each one is. */
export interface ConditionProfile {
  key: string;
  typical: readonly { symptom: SymptomKey; weight: number }[];
}

// Small on purpose: what a pharmacist has in mind when someone describes their symptoms at the counter. A
// symptom that names the condition ("I have a cold", "hay fever", "a migraine") weighs most. Names are
// `medicine.conditions.<key>` in the catalogue.
export const CONDITION_PROFILES: readonly ConditionProfile[] = [
  {
    key: 'common_cold',
    typical: [
      { symptom: 'cold_symptoms', weight: 2 },
      { symptom: 'runny_nose', weight: 1 },
      { symptom: 'nasal_congestion', weight: 1 },
      { symptom: 'sneezing', weight: 0.7 },
      { symptom: 'sore_throat', weight: 0.7 },
      { symptom: 'cough', weight: 0.5 },
    ],
  },
  {
    key: 'influenza_like_illness',
    typical: [
      { symptom: 'flu_symptoms', weight: 2 },
      { symptom: 'fever', weight: 1 },
      { symptom: 'body_aches', weight: 1 },
      { symptom: 'chills', weight: 0.8 },
      { symptom: 'fatigue', weight: 0.6 },
      { symptom: 'headache', weight: 0.5 },
      { symptom: 'dry_cough', weight: 0.5 },
    ],
  },
  {
    key: 'allergic_rhinitis',
    typical: [
      { symptom: 'hay_fever', weight: 2 },
      { symptom: 'allergies', weight: 1 },
      { symptom: 'sneezing', weight: 1 },
      { symptom: 'runny_nose', weight: 0.8 },
      { symptom: 'itchy_eyes', weight: 1 },
      { symptom: 'watery_eyes', weight: 0.8 },
      { symptom: 'itchy_throat', weight: 0.5 },
    ],
  },
  {
    key: 'sinus_congestion',
    typical: [
      { symptom: 'sinus_pressure', weight: 1.5 },
      { symptom: 'nasal_congestion', weight: 1 },
      { symptom: 'postnasal_drip', weight: 0.7 },
      { symptom: 'headache', weight: 0.4 },
    ],
  },
  {
    key: 'tension_headache',
    typical: [
      { symptom: 'headache', weight: 1 },
      { symptom: 'neck_pain', weight: 0.5 },
      { symptom: 'stress', weight: 0.4 },
      { symptom: 'muscle_pain', weight: 0.3 },
    ],
  },
  {
    key: 'migraine',
    typical: [
      { symptom: 'migraine', weight: 2 },
      { symptom: 'headache', weight: 0.8 },
      { symptom: 'nausea', weight: 0.6 },
      { symptom: 'vomiting', weight: 0.3 },
    ],
  },
  {
    key: 'heartburn_reflux',
    typical: [
      { symptom: 'heartburn', weight: 1.5 },
      { symptom: 'acid_indigestion', weight: 1 },
      { symptom: 'upset_stomach', weight: 0.4 },
      { symptom: 'bloating', weight: 0.3 },
    ],
  },
  {
    key: 'gastroenteritis',
    typical: [
      { symptom: 'diarrhea', weight: 1.5 },
      { symptom: 'vomiting', weight: 1 },
      { symptom: 'nausea', weight: 0.8 },
      { symptom: 'stomach_pain', weight: 0.6 },
      { symptom: 'upset_stomach', weight: 0.5 },
      { symptom: 'fever', weight: 0.3 },
    ],
  },
  {
    key: 'insomnia',
    typical: [
      { symptom: 'insomnia', weight: 1.5 },
      { symptom: 'difficulty_staying_asleep', weight: 1 },
      { symptom: 'fatigue', weight: 0.4 },
      { symptom: 'jet_lag', weight: 0.4 },
    ],
  },
  {
    key: 'anxiety',
    typical: [
      { symptom: 'anxiety', weight: 1.5 },
      { symptom: 'nervousness', weight: 1 },
      { symptom: 'stress', weight: 0.8 },
      { symptom: 'insomnia', weight: 0.3 },
    ],
  },
  {
    key: 'motion_sickness',
    typical: [
      { symptom: 'motion_sickness', weight: 2 },
      { symptom: 'nausea', weight: 0.7 },
      { symptom: 'dizziness', weight: 0.7 },
      { symptom: 'vomiting', weight: 0.4 },
    ],
  },
  {
    key: 'muscle_strain',
    typical: [
      { symptom: 'sprain', weight: 1.5 },
      { symptom: 'muscle_pain', weight: 1 },
      { symptom: 'back_pain', weight: 0.6 },
      { symptom: 'cramps', weight: 0.5 },
      { symptom: 'swelling', weight: 0.4 },
    ],
  },
  {
    key: 'menstrual_cramps',
    typical: [
      { symptom: 'menstrual_cramps', weight: 2 },
      { symptom: 'stomach_pain', weight: 0.4 },
      { symptom: 'back_pain', weight: 0.3 },
      { symptom: 'bloating', weight: 0.3 },
    ],
  },
  {
    key: 'acute_cough',
    typical: [
      { symptom: 'cough', weight: 1.5 },
      { symptom: 'dry_cough', weight: 1 },
      { symptom: 'chest_congestion', weight: 1 },
      { symptom: 'sore_throat', weight: 0.4 },
    ],
  },
  {
    key: 'skin_irritation',
    typical: [
      { symptom: 'itchy_skin', weight: 1.5 },
      { symptom: 'rash', weight: 1 },
      { symptom: 'hives', weight: 0.8 },
      { symptom: 'insect_bite', weight: 0.6 },
      { symptom: 'dry_skin', weight: 0.4 },
    ],
  },
];
