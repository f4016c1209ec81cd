import { z } from 'zod';

// The params of every sentence the medicine assistant writes (`medicine.<key>` in the catalogue), one strict zod
// object per code, as params.ts does for alerts, notifications and errors. Names that are looked up in the
// catalogue's own tables travel as keys: `symptom` in `medicine.symptoms`, `condition` and `medicine` in
// `medicine.facts`, so each language words them itself. `medicines` is a list of inventory item names, which
// are names and stay as written.

const text = z.string();
const whole = z.number().int();
const none = z.object({}).strict();
function leftOut<S extends z.ZodRawShape = Record<never, never>>(params?: S) {
  return z.object({ medicines: text, ...(params ?? ({} as S)) }).strict();
}

/** The medicines a person may say they take, as the symptom reader names them. */
export const MEDICINE_TAKEN_KEYS = ['warfarin', 'ssri', 'maoi', 'other_nsaid'] as const;

export const medicineParams = {
  disclaimer: none,

  // Why a medicine is suggested (`reasons`, rendered into `reasoning`).
  /** context: `main` when the use is central on the label (weight at least 0.8), else `labelled`. */
  'reasons.treats': z.object({ symptom: text, context: z.enum(['main', 'labelled']) }).strict(),
  /** count: the symptoms the person described; covered: how many of them this medicine treats. */
  'reasons.coverage': z.object({ covered: whole.min(1), count: whole.min(1) }).strict(),
  'reasons.prescriptionOnly': none,
  'reasons.outOfStock': none,
  /** fact: a key of `medicine.facts` (a condition, a medicine taken, pregnancy, breastfeeding, ...). */
  'reasons.contextClear': z.object({ fact: text }).strict(),
  'reasons.contextCaution': z.object({ fact: text }).strict(),
  'reasons.ageSuitable': z.object({ age: z.number(), minimum: whole }).strict(),

  // This person's cautions on a medicine that is still suggested (`cautions`, rendered first in `warnings`).
  'cautions.pregnancy': none,
  'cautions.pregnancyNsaid': none,
  'cautions.breastfeeding': none,
  'cautions.askDoctorCondition': z.object({ condition: text }).strict(),
  'cautions.askDoctorMedicine': z.object({ medicine: text }).strict(),
  'cautions.alcohol': none,
  'cautions.childMinimumAge': z.object({ minimum: whole }).strict(),
  'cautions.childDoseFromLabel': none,

  // What the reader should know about the whole answer (`notes`, rendered into `noteTexts`).
  'notes.urgentReferral': none,
  'notes.nothingRecognised': none,
  'notes.noMedicineFor': z.object({ symptom: text }).strict(),
  'notes.nothingStockedTreats': none,
  'notes.allLeftOut': none,
  'notes.onlyOutOfStock': none,
  'notes.anxietyHelp': none,
  'notes.anxietyNoSedative': none,
  'notes.ageUsed': z.object({ age: z.number() }).strict(),
  'notes.childUsed': none,
  'notes.infantUsed': none,
  'notes.pregnancyUsed': none,
  'notes.breastfeedingUsed': none,
  'notes.alcoholUsed': none,
  'notes.conditionUsed': z.object({ condition: text }).strict(),
  'notes.medicineUsed': z.object({ medicine: text }).strict(),
  'notes.allergyUsed': z.object({ medicine: text }).strict(),
  'notes.leftOutAnxietySedative': leftOut(),
  'notes.leftOutAllergy': leftOut({ medicine: text }),
  'notes.leftOutInfant': leftOut(),
  'notes.leftOutAge': leftOut({ minimum: whole }),
  'notes.leftOutReyes': leftOut(),
  /** context: the medicine the person takes. */
  'notes.leftOutInteraction': leftOut({ context: z.enum(MEDICINE_TAKEN_KEYS) }),
  'notes.leftOutAlcohol': leftOut(),
  'notes.leftOutCondition': leftOut({ condition: text }),
  'notes.leftOutPregnancy': leftOut(),
  'notes.leftOutBreastfeeding': leftOut(),
  'notes.leftOutPastLimit': leftOut({ symptom: text, days: whole }),

  // A restocking request's reason (`reasonText`).
  'restocking.outOfStock': z.object({ stock: whole, threshold: whole }).strict(),
  'restocking.critical': z.object({ stock: whole, threshold: whole }).strict(),
  'restocking.low': z.object({ stock: whole, threshold: whole }).strict(),
};

/**
 * Tables of names the sentences look up by key (`$t(medicine.symptoms.{{symptom}})`) and the answer names
 * directly: symptoms, red flags (`.name` and `.action`), possible conditions, facts about the person, and the
 * headings of a label's warning groups. The server's tests check each holds every key it can be asked for.
 */
export const MEDICINE_NAME_TABLES = ['symptoms', 'redFlags', 'conditions', 'facts', 'labelGroups'] as const;

/** A code without params takes `{}` and nothing else. */
type ParamsOf<S extends z.ZodType> = keyof z.infer<S> extends never ? Record<string, never> : z.infer<S>;

export type MedicineTextKey = keyof typeof medicineParams;
export type MedicineTextParams = { [K in MedicineTextKey]: ParamsOf<(typeof medicineParams)[K]> };
/** A sentence of the medicine assistant with its params; a discriminated union, so tsc checks each pair. */
export type MedicineTextCode = {
  [K in MedicineTextKey]: { key: K; params: MedicineTextParams[K] };
}[MedicineTextKey];

export const MEDICINE_TEXT_KEYS = Object.keys(medicineParams) as MedicineTextKey[];
