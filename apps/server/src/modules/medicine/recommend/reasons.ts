import type { MedicineText } from '@careledger/shared';
import type { PersonContext } from '../understanding';
import { type Candidate, isInStock } from './candidate';
import { medicineText } from './medicine-text';
import { factOfCaution, personFacts } from './person-facts';

/** A use at least this central on the label is called a main use. */
export const MAIN_USE_WEIGHT = 0.8;

/**
 * Why this medicine: each symptom it treats and how central that use is, how much of what was described it
 * covers, prescription and stock, and every fact the person gave about themselves, checked against its label.
 */
export function buildReasons(
  candidate: Candidate,
  { context, symptomCount }: { context: PersonContext; symptomCount: number },
): MedicineText[] {
  const { profile } = candidate.medicine;
  const reasons = candidate.matched.map((match) =>
    medicineText('reasons.treats', {
      symptom: match.key,
      context: match.weight >= MAIN_USE_WEIGHT ? 'main' : 'labelled',
    }),
  );
  if (symptomCount > 1) {
    reasons.push(
      medicineText('reasons.coverage', { covered: candidate.matched.length, count: symptomCount }),
    );
  }
  if (profile.prescriptionRequired) reasons.push(medicineText('reasons.prescriptionOnly', {}));
  if (!isInStock(candidate)) reasons.push(medicineText('reasons.outOfStock', {}));
  const { ageYears } = context;
  if (ageYears !== undefined && profile.minimumAgeYears !== null && ageYears >= profile.minimumAgeYears) {
    reasons.push(medicineText('reasons.ageSuitable', { age: ageYears, minimum: profile.minimumAgeYears }));
  }
  const cautioned = new Set(candidate.cautions.map(factOfCaution));
  for (const fact of personFacts(context)) {
    reasons.push(
      medicineText(cautioned.has(fact) ? 'reasons.contextCaution' : 'reasons.contextClear', { fact }),
    );
  }
  return reasons;
}
