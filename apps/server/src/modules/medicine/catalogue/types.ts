import type { SymptomKey } from './symptom-keys';
import type {
  CONTRAINDICATIONS,
  INTERACTIONS,
  MEDICINE_CATEGORIES,
  MEDICINE_FORMS,
  STOP_USE_REASONS,
} from './vocabulary';

export type MedicineForm = (typeof MEDICINE_FORMS)[number];
export type MedicineCategory = (typeof MEDICINE_CATEGORIES)[number];
export type Contraindication = (typeof CONTRAINDICATIONS)[number];
export type Interaction = (typeof INTERACTIONS)[number];
export type StopUseReason = (typeof STOP_USE_REASONS)[number];

export interface Treatment {
  symptom: SymptomKey;
  /** 0..1: how central this use is on the label (1 = a headline use). */
  weight: number;
}

export interface MaxDailyDose {
  /** The limit as the label words it. */
  text: string;
  /** Set only when the label's limit converts to one amount of active ingredient. */
  amount?: number;
  unit?: 'mg';
}

/** Short sentences from the label, grouped as Drug Facts groups them (prescribing information mapped alike). */
export interface LabelWarnings {
  /** Named warnings printed first: liver, stomach bleeding, Reye's syndrome, allergy alerts, boxed warnings. */
  alerts?: readonly string[];
  doNotUse: readonly string[];
  askDoctorBefore: readonly string[];
  askDoctorOrPharmacistBefore: readonly string[];
  whenUsing?: readonly string[];
  stopUseIf: readonly string[];
  pregnancyBreastfeeding?: string;
}

export interface MedicineProfile {
  /** snake_case, unique, e.g. `acetaminophen_500mg_tablets`. */
  key: string;
  name: string;
  activeIngredient: string;
  strength: string;
  form: MedicineForm;
  prescriptionRequired: boolean;
  categories: readonly MedicineCategory[];
  treats: readonly Treatment[];
  /** Adult directions as on the label. */
  adultDose: string;
  maxDailyDose: MaxDailyDose;
  /**
   * Youngest age `adultDose` applies to. null when the label also gives separate children's directions,
   * which this catalogue does not record: a child then needs the label itself or a pharmacist.
   */
  minimumAgeYears: number | null;
  warnings: LabelWarnings;
  contraindications: readonly Contraindication[];
  interactions: readonly Interaction[];
  stopUseAfterDays?: Partial<Record<StopUseReason, number>>;
  /** True when the label warns that drowsiness may occur, or the product is taken to bring on sleep. */
  sedating: boolean;
  description: string;
  dosageInstructions: string;
  sideEffects: readonly string[];
  /** Where the facts come from: the monograph and/or the label or prescribing information. */
  source: string;
}
