import type { RecommendResponse } from '@careledger/shared';
import { SYMPTOM_KEYS, type Understanding } from '../understanding';
import { englishName } from './medicine-text';

const symptomKeys: ReadonlySet<string> = new Set(SYMPTOM_KEYS);

/** What the reader found: each symptom with its confidence (2 decimals) and English name, and those denied. */
export function summariseSymptoms(
  understanding: Understanding,
): Pick<RecommendResponse, 'symptomsDetected' | 'symptomNames' | 'negatedSymptoms'> {
  const { symptoms, negated } = understanding;
  return {
    symptomsDetected: Object.fromEntries(
      symptoms.map((symptom) => [symptom.key, Math.round(symptom.confidence * 100) / 100]),
    ),
    symptomNames: Object.fromEntries(
      symptoms.map((symptom) => [symptom.key, englishName('symptoms', symptom.key)]),
    ),
    // Denied red flags ("no chest pain") stay out: this list names symptoms, and they did not escalate.
    negatedSymptoms: negated.map((mention) => mention.key).filter((key) => symptomKeys.has(key)),
  };
}
