import { RECOMMENDATIONS_MAX } from '@careledger/shared';
import type { MedicineProfile } from '../catalogue';
import { type Candidate, isInStock } from './candidate';

// The order of the answer: what can be had now before what is out of stock (still shown, so the gap is seen and
// restocked), OTC before prescription-only, the better match first. Ties go to the medicine with fewer strong
// cautions for this person, then fewer cautions, then fewer label warnings (the gentler first choice: paracetamol
// before an NSAID for a plain headache), then the name.

const STRONG_CAUTIONS: ReadonlySet<string> = new Set(['cautions.pregnancyNsaid']);

const labelWarningCounts = new WeakMap<MedicineProfile, number>();
const byName = new Intl.Collator('en');

function labelWarningCount(profile: MedicineProfile): number {
  let count = labelWarningCounts.get(profile);
  if (count === undefined) {
    const { warnings } = profile;
    count =
      (warnings.alerts ?? []).length +
      warnings.doNotUse.length +
      warnings.askDoctorBefore.length +
      warnings.askDoctorOrPharmacistBefore.length;
    labelWarningCounts.set(profile, count);
  }
  return count;
}

const strongCautions = (candidate: Candidate) =>
  candidate.cautions.filter((caution) => STRONG_CAUTIONS.has(caution.key)).length;

export function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    Number(isInStock(b)) - Number(isInStock(a)) ||
    Number(a.medicine.profile.prescriptionRequired) - Number(b.medicine.profile.prescriptionRequired) ||
    b.score - a.score ||
    strongCautions(a) - strongCautions(b) ||
    a.cautions.length - b.cautions.length ||
    labelWarningCount(a.medicine.profile) - labelWarningCount(b.medicine.profile) ||
    byName.compare(a.medicine.name, b.medicine.name)
  );
}

/**
 * At most RECOMMENDATIONS_MAX, chosen so that every reported symptom something treats is covered before a
 * second medicine for the same symptom is added (those are offered as alternatives anyway); shown in rank order.
 */
export function selectRecommendations(suggestible: readonly Candidate[]): Candidate[] {
  const ranked = [...suggestible].sort(compareCandidates);
  const covered = new Set<string>();
  const chosen = new Set<Candidate>();
  for (const candidate of ranked) {
    if (chosen.size === RECOMMENDATIONS_MAX) break;
    if (candidate.matched.some((match) => !covered.has(match.key))) {
      chosen.add(candidate);
      for (const match of candidate.matched) covered.add(match.key);
    }
  }
  for (const candidate of ranked) {
    if (chosen.size === RECOMMENDATIONS_MAX) break;
    chosen.add(candidate);
  }
  return ranked.filter((candidate) => chosen.has(candidate));
}
