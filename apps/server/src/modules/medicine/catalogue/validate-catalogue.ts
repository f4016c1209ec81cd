import { PRESCRIPTION_ONLY_INGREDIENTS } from './prescription-only-ingredients';
import { ANXIETY_SYMPTOM_KEYS, SYMPTOM_KEYS } from './symptom-keys';
import type { MedicineProfile } from './types';
import { REQUIRED_CATEGORIES } from './vocabulary';

export type CatalogueRule =
  | 'invalid_key'
  | 'duplicate_key'
  | 'unknown_symptom'
  | 'weight_out_of_range'
  | 'prescription_not_marked'
  | 'otc_treats_anxiety'
  | 'missing_source'
  | 'missing_adult_dose'
  | 'missing_warning'
  | 'invalid_max_dose'
  | 'category_uncovered';

export interface CatalogueProblem {
  rule: CatalogueRule;
  /** The medicine at fault, or the category for `category_uncovered`. */
  key: string;
  message: string;
}

const SNAKE_CASE = /^[a-z0-9]+(_[a-z0-9]+)*$/;
const knownSymptoms: ReadonlySet<string> = new Set(SYMPTOM_KEYS);
const anxietySymptoms: ReadonlySet<string> = new Set(ANXIETY_SYMPTOM_KEYS);

const isBlank = (text: string | undefined): boolean => (text ?? '').trim() === '';

function countWarnings({ warnings }: MedicineProfile): number {
  const lines = [
    ...(warnings.alerts ?? []),
    ...warnings.doNotUse,
    ...warnings.askDoctorBefore,
    ...warnings.askDoctorOrPharmacistBefore,
    ...(warnings.whenUsing ?? []),
    ...warnings.stopUseIf,
    warnings.pregnancyBreastfeeding ?? '',
  ];
  return lines.filter((line) => !isBlank(line)).length;
}

function checkMedicine(medicine: MedicineProfile): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const report = (rule: CatalogueRule, message: string) =>
    problems.push({ rule, key: medicine.key, message });

  if (!SNAKE_CASE.test(medicine.key)) report('invalid_key', `key "${medicine.key}" is not snake_case`);
  for (const { symptom, weight } of medicine.treats) {
    if (!knownSymptoms.has(symptom)) report('unknown_symptom', `treats unknown symptom "${symptom}"`);
    if (!(weight > 0 && weight <= 1))
      report('weight_out_of_range', `weight ${weight} for "${symptom}" is not in (0, 1]`);
  }
  const ingredient = medicine.activeIngredient.toLowerCase();
  const rxOnly = PRESCRIPTION_ONLY_INGREDIENTS.find((name) => ingredient.includes(name));
  if (rxOnly && !medicine.prescriptionRequired) {
    report('prescription_not_marked', `${rxOnly} is prescription-only but prescriptionRequired is false`);
  }
  // 21 CFR 310.519: no OTC product (sedating or not) may claim anxiety, tension or stress relief.
  if (!medicine.prescriptionRequired) {
    const claims: string[] = medicine.treats
      .filter((t) => anxietySymptoms.has(t.symptom))
      .map((t) => t.symptom);
    if (medicine.categories.includes('anxiety')) claims.push('category anxiety');
    if (claims.length > 0) {
      const what = medicine.sedating ? 'OTC sedative' : 'OTC medicine';
      report('otc_treats_anxiety', `${what} claims ${claims.join(', ')} (21 CFR 310.519)`);
    }
  }
  if (isBlank(medicine.source)) report('missing_source', 'no source citation');
  if (isBlank(medicine.adultDose)) report('missing_adult_dose', 'no adult dose');
  if (countWarnings(medicine) === 0) report('missing_warning', 'no label warning at all');
  const { amount, unit } = medicine.maxDailyDose;
  if ((amount === undefined) !== (unit === undefined) || (amount !== undefined && !(amount > 0))) {
    report('invalid_max_dose', 'maxDailyDose needs a positive amount together with its unit, or neither');
  }
  return problems;
}

/** Pure check of the catalogue's rules; returns every problem found, or an empty list when all is well. */
export function validateCatalogue(list: readonly MedicineProfile[]): CatalogueProblem[] {
  const problems = list.flatMap(checkMedicine);
  const seen = new Set<string>();
  for (const { key } of list) {
    if (seen.has(key))
      problems.push({ rule: 'duplicate_key', key, message: `key "${key}" is used more than once` });
    seen.add(key);
  }
  for (const category of REQUIRED_CATEGORIES) {
    if (!list.some((medicine) => medicine.categories.includes(category))) {
      problems.push({
        rule: 'category_uncovered',
        key: category,
        message: `no medicine in category "${category}"`,
      });
    }
  }
  return problems;
}
