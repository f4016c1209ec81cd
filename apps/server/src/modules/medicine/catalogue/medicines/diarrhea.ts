import type { MedicineProfile } from '../types';
import { ASK_HEALTH_PROFESSIONAL_IF_PREGNANT } from './label-text';

export const DIARRHEA_MEDICINES: readonly MedicineProfile[] = [
  {
    key: 'loperamide_2mg_caplets',
    name: 'Loperamide hydrochloride 2 mg caplets',
    activeIngredient: 'loperamide hydrochloride',
    strength: '2 mg',
    form: 'caplet',
    prescriptionRequired: false,
    categories: ['digestive'],
    treats: [{ symptom: 'diarrhea', weight: 1 }],
    adultDose:
      'Adults and children 12 years and over: 2 caplets after the first loose stool; 1 caplet after each subsequent loose stool.',
    maxDailyDose: { text: 'Do not exceed 4 caplets in 24 hours.', amount: 8, unit: 'mg' },
    // Adult directions only; children's dosing is by weight on the label and left to a pharmacist.
    minimumAgeYears: 12,
    warnings: {
      alerts: [
        'Allergy alert: do not use if you have ever had a rash or other allergic reaction to loperamide HCl.',
        'Heart alert: taking more than directed can cause serious heart problems or death.',
      ],
      doNotUse: ['If you have bloody or black stool.'],
      askDoctorBefore: [
        'Fever.',
        'Mucus in the stool.',
        'A history of liver disease.',
        'A history of abnormal heart rhythm.',
      ],
      askDoctorOrPharmacistBefore: [
        'You are taking a prescription drug. Loperamide may interact with certain prescription drugs.',
      ],
      whenUsing: [
        'Tiredness, drowsiness or dizziness may occur. Be careful when driving or operating machinery.',
      ],
      stopUseIf: [
        'Symptoms get worse.',
        'Diarrhea lasts for more than 2 days.',
        'You get abdominal swelling or bulging. These may be signs of a serious condition.',
      ],
      pregnancyBreastfeeding: ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
    },
    // "Abnormal heart rhythm" is the nearest the label comes to heart disease.
    contraindications: ['liver_disease', 'heart_disease', 'pregnancy', 'breastfeeding'],
    interactions: [],
    stopUseAfterDays: { diarrhea: 2 },
    sedating: true,
    description: "An anti-diarrheal that controls symptoms of diarrhea, including travelers' diarrhea.",
    dosageInstructions:
      'Drink plenty of clear fluids; take 2 caplets after the first loose stool and 1 after each later one, never more than 4 in 24 hours, and see a doctor if diarrhea lasts more than 2 days.',
    sideEffects: [
      'Tiredness, drowsiness or dizziness.',
      'Serious heart problems if more than directed is taken.',
    ],
    source: 'Drug Facts label, loperamide HCl 2 mg caplets (Imodium A-D)',
  },
];
