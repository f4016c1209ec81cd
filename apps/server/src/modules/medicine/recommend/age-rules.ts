import type { MedicineProfile } from '../catalogue';
import type { PersonContext, SymptomKey, SymptomMention } from '../understanding';
import type { SafetyVerdict } from './candidate';
import { hasIngredient } from './medicine-families';

// Age rules, from the labels' directions:
// - A baby under 1 year: every medicine is left out; a baby's medicine is a doctor's or pharmacist's call.
// - A stated age under the medicine's minimum (`minimumAgeYears`, or 12 when the label contraindicates children
//   under 12): left out.
// - An OTC medicine whose label has its own children's directions (`minimumAgeYears` null: diphenhydramine
//   allergy tablets, pseudoephedrine) says "do not use in children under 6": under 6 it is left out, and an
//   older child, or a child of unknown age, gets a caution to follow the label's children's dose.
// - A child of unknown age: left out when the medicine is for 12 and over, else a caution naming the minimum.
// - Aspirin for a child or teenager (under 20) with a fever, flu or cold: left out (Reye's syndrome warning).

export const OTC_CHILD_LABEL_MINIMUM_YEARS = 6;
export const ADULT_DIRECTIONS_YEARS = 12;
/** "Children and teenagers" in the Reye's syndrome warning. */
export const REYES_MAX_AGE_YEARS = 19;
const VIRAL_SYMPTOMS: readonly SymptomKey[] = [
  'fever',
  'flu_symptoms',
  'cold_symptoms',
  'chills',
  'body_aches',
];
const isAspirin = hasIngredient('aspirin');

/** The youngest age the medicine may be given at without a prescriber, or null when a prescriber decides. */
export function minimumAgeOf(profile: MedicineProfile): number | null {
  const childFloor = profile.contraindications.includes('child_under_12') ? ADULT_DIRECTIONS_YEARS : 0;
  if (profile.minimumAgeYears !== null) return Math.max(profile.minimumAgeYears, childFloor);
  if (profile.prescriptionRequired) return childFloor || null;
  return Math.max(OTC_CHILD_LABEL_MINIMUM_YEARS, childFloor);
}

export function checkAge(
  profile: MedicineProfile,
  context: PersonContext,
  symptoms: readonly SymptomMention[],
): SafetyVerdict {
  if (context.isInfant) return { leftOut: [{ key: 'notes.leftOutInfant', params: {} }], cautions: [] };
  const minimum = minimumAgeOf(profile);
  const age = context.ageYears;
  const verdict: SafetyVerdict = { leftOut: [], cautions: [] };
  const hasOwnChildDirections = profile.minimumAgeYears === null && !profile.prescriptionRequired;

  if (age !== undefined) {
    if (minimum !== null && age < minimum) {
      verdict.leftOut.push({ key: 'notes.leftOutAge', params: { minimum } });
    } else if (age < ADULT_DIRECTIONS_YEARS && hasOwnChildDirections) {
      verdict.cautions.push({ key: 'cautions.childDoseFromLabel', params: {} });
    }
  } else if (context.isChild && minimum !== null) {
    if (minimum >= ADULT_DIRECTIONS_YEARS)
      verdict.leftOut.push({ key: 'notes.leftOutAge', params: { minimum } });
    else if (hasOwnChildDirections) verdict.cautions.push({ key: 'cautions.childDoseFromLabel', params: {} });
    else verdict.cautions.push({ key: 'cautions.childMinimumAge', params: { minimum } });
  }

  const isYoung = context.isChild || (age !== undefined && age <= REYES_MAX_AGE_YEARS);
  const hasViralSymptom = symptoms.some((symptom) => VIRAL_SYMPTOMS.includes(symptom.key));
  if (isAspirin(profile) && isYoung && hasViralSymptom && verdict.leftOut.length === 0) {
    verdict.leftOut.push({ key: 'notes.leftOutReyes', params: {} });
  }
  return verdict;
}
