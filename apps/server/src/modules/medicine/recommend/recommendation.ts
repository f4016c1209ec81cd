import { type Recommendation, voiceStockStatus } from '@careledger/shared';
import type { PersonContext } from '../understanding';
import type { Candidate } from './candidate';
import { labelWarningLines } from './label-warnings';
import { asMedicineText, english } from './medicine-text';
import { buildReasons } from './reasons';

/** One card of the answer, in the spec's fields plus the codes behind every English sentence. */
export function toRecommendation(
  candidate: Candidate,
  options: {
    context: PersonContext;
    symptomCount: number;
    alternatives: Recommendation['alternativeMedicines'];
  },
): Recommendation {
  const { medicine } = candidate;
  const { profile } = medicine;
  const reasons = buildReasons(candidate, options);
  const cautions = candidate.cautions.map(asMedicineText);
  return {
    medicineId: medicine.itemId,
    medicineName: medicine.name,
    // The spec's single category is the profile's first; every catalogue entry has at least one.
    category: profile.categories[0] ?? 'pain_relief',
    confidenceScore: Math.round(candidate.score * 100) / 100,
    price: medicine.price,
    stockQuantity: medicine.stock,
    stockStatus: voiceStockStatus(medicine.stock, medicine.stockStatus),
    prescriptionRequired: profile.prescriptionRequired,
    // Prescription-only medicines are options to discuss with a clinician, never something to take now.
    seeClinician: profile.prescriptionRequired,
    description: profile.description,
    dosage: profile.adultDose,
    dosageInstructions: profile.dosageInstructions,
    reasoning: reasons.map(english).join(' '),
    reasons,
    warnings: [...cautions.map(english), ...labelWarningLines(profile)],
    cautions,
    alternativeMedicines: options.alternatives,
    symptomsMatched: candidate.matched.map((match) => match.key),
    sideEffects: [...profile.sideEffects],
    source: profile.source,
  };
}
