import { CONDITION_KEYS, MEDICINE_KEYS, type PersonContext } from '../understanding';
import type { Caution } from './candidate';

/** A key of `medicine.facts`: something the person said about themselves that a label may speak to. */
export type PersonFact = string;

/** Every fact the answer may name; the catalogue has words for each in every language. */
export const PERSON_FACTS: readonly PersonFact[] = [
  'child',
  'pregnancy',
  'breastfeeding',
  ...CONDITION_KEYS,
  ...MEDICINE_KEYS,
  'heavy_alcohol_use',
];

/** The facts the reader found, in the order the answer names them. */
export function personFacts(context: PersonContext): PersonFact[] {
  return [
    ...(context.isChild && !context.isInfant ? ['child'] : []),
    ...(context.isPregnant ? ['pregnancy'] : []),
    ...(context.isBreastfeeding ? ['breastfeeding'] : []),
    ...context.conditions,
    ...context.medicines,
    ...(context.heavyAlcoholUse ? ['heavy_alcohol_use'] : []),
  ];
}

/** The fact a caution is about. */
export function factOfCaution(caution: Caution): PersonFact {
  switch (caution.key) {
    case 'cautions.pregnancy':
    case 'cautions.pregnancyNsaid':
      return 'pregnancy';
    case 'cautions.breastfeeding':
      return 'breastfeeding';
    case 'cautions.askDoctorCondition':
      return caution.params.condition;
    case 'cautions.askDoctorMedicine':
      return caution.params.medicine;
    case 'cautions.alcohol':
      return 'heavy_alcohol_use';
    case 'cautions.childMinimumAge':
    case 'cautions.childDoseFromLabel':
      return 'child';
  }
}
