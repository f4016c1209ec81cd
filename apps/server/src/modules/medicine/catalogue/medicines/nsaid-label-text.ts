import type { Contraindication } from '../types';

// 21 CFR 201.326(a)(2) makes every OTC NSAID (aspirin included) carry the same stomach bleeding warning;
// the other lines below are shared by the ibuprofen and naproxen sodium Drug Facts labels.

export const STOMACH_BLEEDING_WARNING =
  'Stomach bleeding warning: this product contains an NSAID, which may cause severe stomach bleeding. The chance is higher if you are age 60 or older, have had stomach ulcers or bleeding problems, take a blood thinning (anticoagulant) or steroid drug, take other drugs containing prescription or nonprescription NSAIDs (aspirin, ibuprofen, naproxen, or others), have 3 or more alcoholic drinks every day while using this product, or take more or for a longer time than directed.';

export const HEART_ATTACK_AND_STROKE_WARNING =
  'Heart attack and stroke warning: NSAIDs, except aspirin, increase the risk of heart attack, heart failure, and stroke. These can be fatal. The risk is higher if you use more than directed or for longer than directed.';

export function nsaidAllergyAlert(ingredient: string): string {
  return `Allergy alert: ${ingredient} may cause a severe allergic reaction, especially in people allergic to aspirin. Symptoms may include hives, facial swelling, asthma (wheezing), shock, skin reddening, rash, blisters. If an allergic reaction occurs, stop use and seek medical help right away.`;
}

export function nsaidPregnancyWarning(ingredient: string): string {
  return `If pregnant or breast-feeding, ask a health professional before use. It is especially important not to use ${ingredient} during the last 3 months of pregnancy unless definitely directed to do so by a doctor because it may cause problems in the unborn child or complications during delivery.`;
}

export const NSAID_DO_NOT_USE: readonly string[] = [
  'If you have ever had an allergic reaction to any other pain reliever/fever reducer.',
  'Right before or after heart surgery.',
];

export const NSAID_ASK_DOCTOR: readonly string[] = [
  'The stomach bleeding warning applies to you.',
  'You have problems or serious side effects from taking pain relievers or fever reducers.',
  'You have a history of stomach problems, such as heartburn.',
  'You have high blood pressure, heart disease, liver cirrhosis, kidney disease, asthma, or had a stroke.',
  'You are taking a diuretic.',
];

export const STOMACH_BLEEDING_SIGNS =
  'You experience any signs of stomach bleeding: feel faint, vomit blood, have bloody or black stools, have stomach pain that does not get better.';

export const PAIN_AND_FEVER_STOP_USE: readonly string[] = [
  'Pain gets worse or lasts more than 10 days.',
  'Fever gets worse or lasts more than 3 days.',
];

export const NSAID_STOP_USE: readonly string[] = [
  STOMACH_BLEEDING_SIGNS,
  'You have symptoms of heart problems or stroke: chest pain, trouble breathing, weakness in one part or side of body, slurred speech, leg swelling.',
  ...PAIN_AND_FEVER_STOP_USE,
  'Redness or swelling is present in the painful area.',
  'Any new symptoms appear.',
];

/** Every condition the NSAID stomach-bleeding, ask-a-doctor and pregnancy lines name. */
export const NSAID_CONTRAINDICATIONS: readonly Contraindication[] = [
  'stomach_ulcer',
  'bleeding_disorder',
  'high_blood_pressure',
  'heart_disease',
  'liver_disease',
  'kidney_disease',
  'asthma',
  'child_under_12',
  'pregnancy',
  'breastfeeding',
];

export const NSAID_SIDE_EFFECTS: readonly string[] = [
  'Stomach upset; take with food or milk if it occurs.',
  'Stomach bleeding (see the stomach bleeding warning).',
  'Severe allergic reaction (rare), especially in people allergic to aspirin.',
];
