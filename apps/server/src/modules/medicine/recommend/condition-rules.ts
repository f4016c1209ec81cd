import type { Contraindication, MedicineProfile } from '../catalogue';
import type { PersonContext } from '../understanding';
import type { SafetyVerdict } from './candidate';
import { hasIngredient, isNsaid } from './medicine-families';

// Conditions, pregnancy and breastfeeding. The catalogue's `contraindications` hold every state a label names
// under "do not use" or "ask a doctor before use". By default a named state gives a caution saying so (the label
// asks for a doctor, it does not forbid); these pairs leave the medicine out instead, because the label says do
// not use, or because the risk is one a pharmacist would not take on for self-care when a safer choice exists.
const LEAVE_OUT_WHEN: readonly { isFor: (profile: MedicineProfile) => boolean; when: Contraindication[] }[] =
  [
    // The NSAID stomach bleeding warning (ulcers, bleeding problems) and heart attack and stroke warning; NSAIDs
    // also harm failing kidneys. Acetaminophen is the usual choice instead.
    { isFor: isNsaid, when: ['stomach_ulcer', 'bleeding_disorder', 'kidney_disease', 'heart_disease'] },
    // Oral decongestants raise blood pressure and heart rate.
    { isFor: hasIngredient('pseudoephedrine'), when: ['high_blood_pressure', 'heart_disease'] },
    // "Do not use if you have kidney disease, except under the advice and supervision of a doctor."
    { isFor: hasIngredient('famotidine'), when: ['kidney_disease'] },
    // Contraindicated in early pregnancy; "should not be given to nursing mothers".
    { isFor: hasIngredient('hydroxyzine'), when: ['pregnancy', 'breastfeeding'] },
    // "If breast-feeding: not recommended."
    { isFor: hasIngredient('cetirizine'), when: ['breastfeeding'] },
  ];

function isLeftOutFor(profile: MedicineProfile, state: Contraindication): boolean {
  return LEAVE_OUT_WHEN.some((rule) => rule.when.includes(state) && rule.isFor(profile));
}

export function checkConditions(profile: MedicineProfile, context: PersonContext): SafetyVerdict {
  const verdict: SafetyVerdict = { leftOut: [], cautions: [] };
  for (const condition of context.conditions) {
    if (!profile.contraindications.includes(condition)) continue;
    if (isLeftOutFor(profile, condition)) {
      verdict.leftOut.push({ key: 'notes.leftOutCondition', params: { condition } });
    } else {
      verdict.cautions.push({ key: 'cautions.askDoctorCondition', params: { condition } });
    }
  }
  if (context.isPregnant && profile.contraindications.includes('pregnancy')) {
    if (isLeftOutFor(profile, 'pregnancy'))
      verdict.leftOut.push({ key: 'notes.leftOutPregnancy', params: {} });
    // Every NSAID label: "especially important not to use ... during the last 3 months of pregnancy".
    else if (isNsaid(profile)) verdict.cautions.push({ key: 'cautions.pregnancyNsaid', params: {} });
    else verdict.cautions.push({ key: 'cautions.pregnancy', params: {} });
  }
  if (context.isBreastfeeding && profile.contraindications.includes('breastfeeding')) {
    if (isLeftOutFor(profile, 'breastfeeding')) {
      verdict.leftOut.push({ key: 'notes.leftOutBreastfeeding', params: {} });
    } else {
      verdict.cautions.push({ key: 'cautions.breastfeeding', params: {} });
    }
  }
  return verdict;
}
