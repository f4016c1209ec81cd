import type { MedicineText } from '@careledger/shared';
import type { PersonContext } from '../understanding';
import { medicineText } from './medicine-text';

/** "Taken into account: ..." for each fact the person gave about themselves, so they can see it was read. */
export function contextNotes(context: PersonContext): MedicineText[] {
  const notes: MedicineText[] = [];
  if (context.ageYears !== undefined) notes.push(medicineText('notes.ageUsed', { age: context.ageYears }));
  if (context.isInfant) notes.push(medicineText('notes.infantUsed', {}));
  else if (context.isChild) notes.push(medicineText('notes.childUsed', {}));
  if (context.isPregnant) notes.push(medicineText('notes.pregnancyUsed', {}));
  if (context.isBreastfeeding) notes.push(medicineText('notes.breastfeedingUsed', {}));
  if (context.heavyAlcoholUse) notes.push(medicineText('notes.alcoholUsed', {}));
  for (const condition of context.conditions) notes.push(medicineText('notes.conditionUsed', { condition }));
  for (const medicine of context.medicines) notes.push(medicineText('notes.medicineUsed', { medicine }));
  for (const medicine of context.medicineAllergies)
    notes.push(medicineText('notes.allergyUsed', { medicine }));
  return notes;
}
