import { ALTERNATIVES_MAX, type Recommendation } from '@careledger/shared';
import { type Candidate, isInStock, isSuggestible } from './candidate';
import { compareCandidates } from './rank';

/**
 * Other medicines in stock, not left out for this person, whose labels treat every symptom the recommendation
 * matched, best first. An OTC recommendation gets OTC alternatives only: a prescription medicine is no
 * substitute for something one can buy.
 */
export function alternativesFor(
  recommended: Candidate,
  candidates: readonly Candidate[],
): Recommendation['alternativeMedicines'] {
  const needed = recommended.matched.map((match) => match.key);
  const isOtc = !recommended.medicine.profile.prescriptionRequired;
  return candidates
    .filter(
      (other) =>
        other.medicine.itemId !== recommended.medicine.itemId &&
        isInStock(other) &&
        isSuggestible(other) &&
        !(isOtc && other.medicine.profile.prescriptionRequired) &&
        needed.every((symptom) => other.medicine.profile.treats.some((use) => use.symptom === symptom)),
    )
    .sort(compareCandidates)
    .slice(0, ALTERNATIVES_MAX)
    .map(({ medicine }) => ({
      medicineId: medicine.itemId,
      medicineName: medicine.name,
      stockQuantity: medicine.stock,
    }));
}
