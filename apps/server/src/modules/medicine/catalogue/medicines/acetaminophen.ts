import type { MedicineProfile } from '../types';
import { ASK_HEALTH_PROFESSIONAL_IF_PREGNANT } from './label-text';
import { PAIN_AND_FEVER_STOP_USE } from './nsaid-label-text';

// We follow the Extra Strength 500 mg label (max 6 tablets = 3,000 mg a day), which is stricter than the
// 4,000 mg ceiling of the older monograph directions; the liver warning and daily maximum both say 6 tablets.
export const ACETAMINOPHEN_MEDICINES: readonly MedicineProfile[] = [
  {
    key: 'acetaminophen_500mg_tablets',
    name: 'Paracetamol (acetaminophen) 500 mg tablets',
    activeIngredient: 'acetaminophen (paracetamol)',
    strength: '500 mg',
    form: 'tablet',
    prescriptionRequired: false,
    categories: ['pain_relief', 'fever'],
    treats: [
      { symptom: 'headache', weight: 1 },
      { symptom: 'fever', weight: 1 },
      { symptom: 'minor_aches', weight: 1 },
      { symptom: 'back_pain', weight: 0.8 },
      { symptom: 'muscle_pain', weight: 0.8 },
      { symptom: 'toothache', weight: 0.8 },
      { symptom: 'menstrual_cramps', weight: 0.7 },
      // "minor pain of arthritis"
      { symptom: 'joint_pain', weight: 0.6 },
      { symptom: 'body_aches', weight: 0.6 },
      // "minor aches and pains due to the common cold"
      { symptom: 'cold_symptoms', weight: 0.5 },
    ],
    adultDose: 'Adults and children 12 years and over: take 2 tablets every 6 hours while symptoms last.',
    maxDailyDose: {
      text: 'Do not take more than 6 tablets in 24 hours, unless directed by a doctor.',
      amount: 3000,
      unit: 'mg',
    },
    minimumAgeYears: 12,
    warnings: {
      alerts: [
        'Liver warning: this product contains acetaminophen. Severe liver damage may occur if you take more than 6 tablets in 24 hours, which is the maximum daily amount; with other drugs containing acetaminophen; or with 3 or more alcoholic drinks every day while using this product.',
        'Allergy alert: acetaminophen may cause severe skin reactions. Symptoms may include skin reddening, blisters, rash. If a skin reaction occurs, stop use and seek medical help right away.',
        'Overdose warning: in case of overdose, get medical help or contact a Poison Control Center right away, even if you do not notice any signs or symptoms.',
      ],
      doNotUse: [
        'With any other drug containing acetaminophen (prescription or nonprescription). If you are not sure whether a drug contains acetaminophen, ask a doctor or pharmacist.',
        'If you are allergic to acetaminophen or any of the inactive ingredients in this product.',
      ],
      askDoctorBefore: ['You have liver disease.'],
      askDoctorOrPharmacistBefore: ['You are taking the blood thinning drug warfarin.'],
      stopUseIf: [...PAIN_AND_FEVER_STOP_USE, 'New symptoms occur.', 'Redness or swelling is present.'],
      pregnancyBreastfeeding: ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
    },
    contraindications: ['liver_disease', 'child_under_12', 'pregnancy', 'breastfeeding'],
    interactions: ['acetaminophen_products', 'warfarin', 'alcohol'],
    stopUseAfterDays: { pain: 10, fever: 3 },
    sedating: false,
    description: 'A pain reliever and fever reducer that does not irritate the stomach the way NSAIDs can.',
    dosageInstructions:
      'Take 2 tablets every 6 hours while symptoms last and never more than 6 tablets in 24 hours. Check that no other medicine you take contains acetaminophen.',
    sideEffects: [
      'Severe skin reactions (rare): reddening, blisters, rash.',
      'Liver damage with overdose, daily heavy drinking, or other acetaminophen products.',
    ],
    source:
      '21 CFR 343 (internal analgesics); 21 CFR 201.326 (acetaminophen liver warning); Drug Facts label, Extra Strength acetaminophen 500 mg tablets (Tylenol Extra Strength)',
  },
];
