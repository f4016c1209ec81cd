import { ANXIETY_SYMPTOM_KEYS, type MedicineProfile } from '../catalogue';
import type { SymptomMention } from '../understanding';
import type { LeftOutReason } from './candidate';

// Issue 15: anxiety is never answered with an OTC sedative. 21 CFR 310.519 finds no OTC sedative safe and
// effective for anxiety, tension or stress, and a sleep aid or sedating antihistamine taken for anxiety delays the
// care that works. So when any anxiety symptom is present, every OTC sleep aid (diphenhydramine and doxylamine
// night-time products, melatonin) and every first-generation sedating antihistamine (diphenhydramine, doxylamine,
// meclizine, chlorpheniramine) is left out of the whole answer, alternatives included. Medicines whose label only
// warns that drowsiness may occur (cetirizine) stay: an anxious person with hay fever may still take one for it.

export function isAnxious(symptoms: readonly SymptomMention[]): boolean {
  return symptoms.some((symptom) => ANXIETY_SYMPTOM_KEYS.includes(symptom.key));
}

/** First-generation antihistamines, sedating by design; matched on the start of the active ingredient. */
const SEDATING_ANTIHISTAMINES = ['diphenhydramine', 'doxylamine', 'meclizine', 'chlorpheniramine'];

export function isOtcSedative(profile: MedicineProfile): boolean {
  if (profile.prescriptionRequired) return false;
  const ingredient = profile.activeIngredient.toLowerCase();
  return (
    profile.categories.includes('sleep') ||
    SEDATING_ANTIHISTAMINES.some((name) => ingredient.startsWith(name))
  );
}

export function checkAnxiety(profile: MedicineProfile, anxious: boolean): LeftOutReason[] {
  return anxious && isOtcSedative(profile) ? [{ key: 'notes.leftOutAnxietySedative', params: {} }] : [];
}
