import type { MedicineProfile } from '../catalogue';
import type { SymptomMention } from '../understanding';
import type { SymptomMatch } from './candidate';

/**
 * Below this a medicine is not suggested. A medicine treating one of six equally sure symptoms as a headline use
 * scores 1/6 and is kept; a secondary use (weight 0.5) among four symptoms, 0.125, is not.
 */
export const MIN_SCORE = 0.15;

export interface MedicineMatch {
  score: number;
  matched: SymptomMatch[];
}

/**
 * How well a medicine's labelled uses fit the symptoms read, 0..1. With c(s) the reader's confidence in each
 * reported symptom s, w(s) the medicine's weight for it (0 when it does not treat it) and M the symptoms it treats:
 *
 *   share     = Σ_M c(s)·w(s) / Σ_all c(s)   the part of what the person reports that it treats, each symptom
 *                                           counted by how sure the reader is and how central the use is;
 *   certainty = Σ_M c(s) / |M|              how sure the reader is of the symptoms it treats;
 *   score     = share × certainty.
 *
 * "Headache" alone: acetaminophen 1 × 1 = 1. "Maybe a slight headache" (c 0.6): 1 × 0.6 = 0.6. "Headache and a
 * runny nose": acetaminophen 0.5, cetirizine 0.5. "I have a cold": acetaminophen, whose label names the cold
 * with weight 0.5, scores 0.5.
 */
export function scoreMedicine(symptoms: readonly SymptomMention[], profile: MedicineProfile): MedicineMatch {
  const weights = new Map(profile.treats.map((use) => [use.symptom, use.weight]));
  const matched: SymptomMatch[] = symptoms.flatMap((symptom) => {
    const weight = weights.get(symptom.key);
    if (weight === undefined) return [];
    return [
      {
        key: symptom.key,
        confidence: symptom.confidence,
        weight,
        ...(symptom.durationDays === undefined ? {} : { durationDays: symptom.durationDays }),
      },
    ];
  });
  const reported = sum(symptoms.map((symptom) => symptom.confidence));
  if (matched.length === 0 || reported === 0) return { score: 0, matched: [] };
  const share = sum(matched.map((match) => match.confidence * match.weight)) / reported;
  const certainty = sum(matched.map((match) => match.confidence)) / matched.length;
  matched.sort((a, b) => b.confidence * b.weight - a.confidence * a.weight || b.weight - a.weight);
  return { score: Math.min(1, share * certainty), matched };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
