import type { MedicineProfile } from '../catalogue';
import type { MedicineKey, PersonContext } from '../understanding';
import type { SafetyVerdict } from './candidate';
import { belongsTo, isAcetaminophen, isNsaid } from './medicine-families';

// Medicines the person takes, is allergic to, and daily drinking:
// - Allergic to a family (aspirin -> every NSAID, whose labels say "do not use if you have ever had an allergic
//   reaction to any other pain reliever"): left out.
// - Taking an MAOI with a medicine whose label says "do not use" with one (pseudoephedrine, dextromethorphan,
//   sertraline, buspirone), or an SSRI with a medicine that interacts (NSAIDs: bleeding; dextromethorphan:
//   serotonin syndrome; a second SSRI): left out.
// - Taking warfarin or another NSAID with an NSAID (bleeding; two NSAIDs): left out. With anything else that
//   lists them (acetaminophen, omeprazole, sertraline: their labels say "ask a doctor or pharmacist before use"),
//   a caution naming the medicine taken.
// - 3 or more drinks a day with acetaminophen (liver warning) or an NSAID (stomach bleeding warning): left out;
//   with a sedating medicine whose label says to avoid alcohol, a caution.

function isLeftOutWith(taken: MedicineKey, profile: MedicineProfile): boolean {
  return taken === 'maoi' || taken === 'ssri' || isNsaid(profile) || belongsTo(profile, taken);
}

export function checkInteractions(profile: MedicineProfile, context: PersonContext): SafetyVerdict {
  const verdict: SafetyVerdict = { leftOut: [], cautions: [] };
  for (const allergen of context.medicineAllergies) {
    if (belongsTo(profile, allergen)) {
      verdict.leftOut.push({ key: 'notes.leftOutAllergy', params: { medicine: allergen } });
    }
  }
  for (const taken of context.medicines) {
    if (!profile.interactions.includes(taken) && !belongsTo(profile, taken)) continue;
    if (isLeftOutWith(taken, profile)) {
      verdict.leftOut.push({ key: 'notes.leftOutInteraction', params: { context: taken } });
    } else {
      verdict.cautions.push({ key: 'cautions.askDoctorMedicine', params: { medicine: taken } });
    }
  }
  if (context.heavyAlcoholUse && profile.interactions.includes('alcohol')) {
    if (isAcetaminophen(profile) || isNsaid(profile)) {
      verdict.leftOut.push({ key: 'notes.leftOutAlcohol', params: {} });
    } else {
      verdict.cautions.push({ key: 'cautions.alcohol', params: {} });
    }
  }
  return verdict;
}
