import type { MedicineProfile } from '../types';
import {
  ANTIHISTAMINE_ASK_DOCTOR,
  ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
  DROWSINESS_WHEN_USING,
  TAKING_SEDATIVES_OR_TRANQUILIZERS,
} from './label-text';

export const MOTION_SICKNESS_MEDICINES: readonly MedicineProfile[] = [
  {
    key: 'meclizine_25mg_tablets',
    name: 'Meclizine hydrochloride 25 mg tablets',
    activeIngredient: 'meclizine hydrochloride',
    strength: '25 mg',
    form: 'tablet',
    prescriptionRequired: false,
    categories: ['motion_sickness'],
    // Nausea, vomiting and dizziness are labelled only when they come from motion sickness.
    treats: [
      { symptom: 'motion_sickness', weight: 1 },
      { symptom: 'nausea', weight: 0.6 },
      { symptom: 'vomiting', weight: 0.6 },
      { symptom: 'dizziness', weight: 0.6 },
    ],
    adultDose:
      'Adults and children 12 years and over: take 1 to 2 tablets (25 to 50 mg) one hour before travel starts; the dose may be repeated every 24 hours, or as directed by a doctor.',
    maxDailyDose: { text: '25 to 50 mg once every 24 hours.', amount: 50, unit: 'mg' },
    minimumAgeYears: 12,
    warnings: {
      doNotUse: ['For children under 12 years of age unless directed by a doctor.'],
      askDoctorBefore: ANTIHISTAMINE_ASK_DOCTOR,
      askDoctorOrPharmacistBefore: [TAKING_SEDATIVES_OR_TRANQUILIZERS],
      whenUsing: ['Drowsiness may occur.', ...DROWSINESS_WHEN_USING],
      stopUseIf: [],
      pregnancyBreastfeeding: ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
    },
    contraindications: ['glaucoma', 'enlarged_prostate', 'child_under_12', 'pregnancy', 'breastfeeding'],
    interactions: ['alcohol', 'sedatives'],
    sedating: true,
    description:
      'An antihistamine antiemetic that prevents and treats nausea, vomiting or dizziness of motion sickness.',
    dosageInstructions:
      'Take 1 to 2 tablets one hour before travel; repeat only after 24 hours. It may cause drowsiness, so do not drive after taking it.',
    sideEffects: ['Drowsiness.'],
    source:
      '21 CFR 336 (antiemetics; 336.50 labeling); Drug Facts label, meclizine HCl 25 mg tablets (Dramamine Less Drowsy)',
  },
];
