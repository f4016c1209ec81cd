import type { MedicineProfile } from '../types';
import {
  ANTIHISTAMINE_ASK_DOCTOR,
  ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
  DROWSINESS_WHEN_USING,
  TAKING_SEDATIVES_OR_TRANQUILIZERS,
} from './label-text';

// "Temporarily relieves these symptoms due to hay fever or other upper respiratory allergies: runny nose,
// sneezing, itchy, watery eyes, itching of the nose or throat" is common to all three labels.
const HAY_FEVER_USES = [
  { symptom: 'hay_fever', weight: 1 },
  { symptom: 'allergies', weight: 1 },
  { symptom: 'runny_nose', weight: 1 },
  { symptom: 'sneezing', weight: 1 },
  { symptom: 'itchy_eyes', weight: 0.9 },
  { symptom: 'watery_eyes', weight: 0.9 },
  { symptom: 'itchy_throat', weight: 0.8 },
] as const;

const LIVER_OR_KIDNEY_DISEASE =
  'You have liver or kidney disease. Your doctor should determine if you need a different dose.';

const ALLERGIC_REACTION_STOP_USE =
  'An allergic reaction to this product occurs. Seek medical help right away.';

export const ANTIHISTAMINE_MEDICINES: readonly MedicineProfile[] = [
  {
    key: 'cetirizine_10mg_tablets',
    name: 'Cetirizine hydrochloride 10 mg tablets',
    activeIngredient: 'cetirizine hydrochloride',
    strength: '10 mg',
    form: 'tablet',
    prescriptionRequired: false,
    categories: ['allergy'],
    treats: HAY_FEVER_USES,
    adultDose: 'Adults and children 6 years and over: one 10 mg tablet once daily.',
    maxDailyDose: { text: 'Do not take more than one 10 mg tablet in 24 hours.', amount: 10, unit: 'mg' },
    minimumAgeYears: 6,
    warnings: {
      doNotUse: [
        'If you have ever had an allergic reaction to this product or any of its ingredients or to an antihistamine containing hydroxyzine.',
      ],
      askDoctorBefore: [
        LIVER_OR_KIDNEY_DISEASE,
        'You are 65 years or older (the directions say ask a doctor).',
      ],
      askDoctorOrPharmacistBefore: ['You are taking tranquilizers or sedatives.'],
      whenUsing: ['Drowsiness may occur.', ...DROWSINESS_WHEN_USING],
      stopUseIf: [ALLERGIC_REACTION_STOP_USE],
      pregnancyBreastfeeding:
        'If breast-feeding: not recommended. If pregnant: ask a health professional before use.',
    },
    contraindications: ['liver_disease', 'kidney_disease', 'pregnancy', 'breastfeeding'],
    interactions: ['alcohol', 'sedatives'],
    sedating: true,
    description: 'A once-daily antihistamine for hay fever and other upper respiratory allergies.',
    dosageInstructions:
      'Take one 10 mg tablet once a day; adults 65 and over and anyone with liver or kidney disease should ask a doctor first.',
    sideEffects: ['Drowsiness.'],
    source: 'Drug Facts label, cetirizine hydrochloride 10 mg tablets (Zyrtec Allergy)',
  },
  {
    key: 'loratadine_10mg_tablets',
    name: 'Loratadine 10 mg tablets',
    activeIngredient: 'loratadine',
    strength: '10 mg',
    form: 'tablet',
    prescriptionRequired: false,
    categories: ['allergy'],
    treats: HAY_FEVER_USES,
    adultDose: 'Adults and children 6 years and over: 1 tablet daily.',
    maxDailyDose: { text: 'Not more than 1 tablet in 24 hours.', amount: 10, unit: 'mg' },
    minimumAgeYears: 6,
    warnings: {
      doNotUse: ['If you have ever had an allergic reaction to this product or any of its ingredients.'],
      askDoctorBefore: [LIVER_OR_KIDNEY_DISEASE],
      askDoctorOrPharmacistBefore: [],
      whenUsing: ['Do not take more than directed. Taking more than directed may cause drowsiness.'],
      stopUseIf: [ALLERGIC_REACTION_STOP_USE],
      pregnancyBreastfeeding: ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
    },
    contraindications: ['liver_disease', 'kidney_disease', 'pregnancy', 'breastfeeding'],
    interactions: [],
    sedating: false,
    description: 'A once-daily non-drowsy antihistamine for hay fever and other upper respiratory allergies.',
    dosageInstructions:
      'Take 1 tablet once a day; anyone with liver or kidney disease should ask a doctor before use.',
    sideEffects: ['Drowsiness if more than the directed dose is taken.'],
    source: 'Drug Facts label, loratadine 10 mg tablets (Claritin)',
  },
  {
    // The allergy use of diphenhydramine; its sleep-aid use is a separate entry in sleep-aids.ts.
    key: 'diphenhydramine_25mg_allergy_tablets',
    name: 'Diphenhydramine hydrochloride 25 mg allergy tablets',
    activeIngredient: 'diphenhydramine hydrochloride',
    strength: '25 mg',
    form: 'tablet',
    prescriptionRequired: false,
    categories: ['allergy'],
    treats: [...HAY_FEVER_USES, { symptom: 'cold_symptoms', weight: 0.4 }],
    adultDose: 'Adults and children 12 years and over: 25 mg to 50 mg (1 to 2 tablets) every 4 to 6 hours.',
    // 6 doses of at most 2 tablets each.
    maxDailyDose: { text: 'Do not take more than 6 doses in 24 hours.', amount: 300, unit: 'mg' },
    minimumAgeYears: null,
    warnings: {
      doNotUse: [
        'To make a child sleepy.',
        'With any other product containing diphenhydramine, even one used on skin.',
        'In children under 6 years of age.',
      ],
      askDoctorBefore: ANTIHISTAMINE_ASK_DOCTOR,
      askDoctorOrPharmacistBefore: [TAKING_SEDATIVES_OR_TRANQUILIZERS],
      whenUsing: [
        'Marked drowsiness may occur.',
        ...DROWSINESS_WHEN_USING,
        'Excitability may occur, especially in children.',
      ],
      stopUseIf: [],
      pregnancyBreastfeeding: ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
    },
    contraindications: ['glaucoma', 'enlarged_prostate', 'pregnancy', 'breastfeeding'],
    interactions: ['alcohol', 'sedatives'],
    sedating: true,
    description:
      'A first-generation, sedating antihistamine for allergy and common-cold runny nose and sneezing.',
    dosageInstructions:
      'Take 1 to 2 tablets every 4 to 6 hours, no more than 6 doses in 24 hours; expect marked drowsiness and do not drive. Children need the label or a pharmacist.',
    sideEffects: ['Marked drowsiness.', 'Excitability, especially in children.'],
    source:
      '21 CFR 341.72 (antihistamine labeling); Drug Facts label, diphenhydramine HCl 25 mg allergy tablets (Benadryl Allergy)',
  },
];
