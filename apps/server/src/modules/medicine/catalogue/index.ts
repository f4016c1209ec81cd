// Front door of the medicine catalogue: data, its vocabulary and its validation.
export { MEDICINE_CATALOGUE } from './catalogue';
export { PRESCRIPTION_ONLY_INGREDIENTS } from './prescription-only-ingredients';
export { ANXIETY_SYMPTOM_KEYS, SYMPTOM_KEYS, type SymptomKey } from './symptom-keys';
export type {
  Contraindication,
  Interaction,
  LabelWarnings,
  MaxDailyDose,
  MedicineCategory,
  MedicineForm,
  MedicineProfile,
  StopUseReason,
  Treatment,
} from './types';
export { type CatalogueProblem, type CatalogueRule, validateCatalogue } from './validate-catalogue';
export {
  CONTRAINDICATIONS,
  INTERACTIONS,
  MEDICINE_CATEGORIES,
  MEDICINE_FORMS,
  REQUIRED_CATEGORIES,
  STOP_USE_REASONS,
} from './vocabulary';
