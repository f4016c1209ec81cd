import type { MedicineProfile } from '../types';
import {
  HEART_ATTACK_AND_STROKE_WARNING,
  NSAID_ASK_DOCTOR,
  NSAID_CONTRAINDICATIONS,
  NSAID_DO_NOT_USE,
  NSAID_SIDE_EFFECTS,
  NSAID_STOP_USE,
  nsaidAllergyAlert,
  nsaidPregnancyWarning,
  PAIN_AND_FEVER_STOP_USE,
  STOMACH_BLEEDING_SIGNS,
  STOMACH_BLEEDING_WARNING,
} from './nsaid-label-text';

// The label's list of minor aches maps to these keys for all three pain relievers.
const PAIN_AND_FEVER_USES = [
  { symptom: 'headache', weight: 1 },
  { symptom: 'fever', weight: 1 },
  { symptom: 'minor_aches', weight: 1 },
  { symptom: 'toothache', weight: 0.8 },
  { symptom: 'back_pain', weight: 0.8 },
  { symptom: 'muscle_pain', weight: 0.8 },
  { symptom: 'menstrual_cramps', weight: 0.8 },
  { symptom: 'joint_pain', weight: 0.7 },
  { symptom: 'body_aches', weight: 0.6 },
  { symptom: 'cold_symptoms', weight: 0.5 },
] as const;

// The OTC label names blood thinners and other NSAIDs; SSRIs come from the SSRI prescribing information (e.g.
// ZOLOFT: NSAIDs, aspirin and warfarin with an SSRI increase the risk of bleeding).
const NSAID_INTERACTIONS = ['warfarin', 'other_nsaid', 'ssri', 'alcohol'] as const;

export const NSAID_MEDICINES: readonly MedicineProfile[] = [
  {
    key: 'ibuprofen_200mg_tablets',
    name: 'Ibuprofen 200 mg tablets',
    activeIngredient: 'ibuprofen',
    strength: '200 mg',
    form: 'tablet',
    prescriptionRequired: false,
    categories: ['pain_relief', 'fever'],
    treats: PAIN_AND_FEVER_USES,
    adultDose:
      'Adults and children 12 years and over: take 1 tablet every 4 to 6 hours while symptoms persist; if pain or fever does not respond to 1 tablet, 2 tablets may be used.',
    maxDailyDose: {
      text: 'Do not take more than 6 tablets in 24 hours, unless directed by a doctor.',
      amount: 1200,
      unit: 'mg',
    },
    minimumAgeYears: 12,
    warnings: {
      alerts: [nsaidAllergyAlert('ibuprofen'), STOMACH_BLEEDING_WARNING, HEART_ATTACK_AND_STROKE_WARNING],
      doNotUse: NSAID_DO_NOT_USE,
      askDoctorBefore: NSAID_ASK_DOCTOR,
      askDoctorOrPharmacistBefore: [
        "You are under a doctor's care for any serious condition.",
        'You are taking aspirin for heart attack or stroke, because ibuprofen may decrease this benefit of aspirin.',
        'You are taking any other drug.',
      ],
      whenUsing: ['Take with food or milk if stomach upset occurs.'],
      stopUseIf: NSAID_STOP_USE,
      pregnancyBreastfeeding: nsaidPregnancyWarning('ibuprofen'),
    },
    contraindications: NSAID_CONTRAINDICATIONS,
    interactions: NSAID_INTERACTIONS,
    stopUseAfterDays: { pain: 10, fever: 3 },
    sedating: false,
    description: 'A nonsteroidal anti-inflammatory drug (NSAID) that relieves pain and reduces fever.',
    dosageInstructions:
      'Use the smallest effective dose: 1 tablet every 4 to 6 hours (2 if 1 does not work), no more than 6 tablets in 24 hours, and not for longer than 10 days unless a doctor directs.',
    sideEffects: NSAID_SIDE_EFFECTS,
    source:
      '21 CFR 201.326 (NSAID stomach bleeding warning); Drug Facts label, ibuprofen 200 mg tablets (Advil)',
  },
  {
    key: 'naproxen_sodium_220mg_tablets',
    name: 'Naproxen sodium 220 mg tablets',
    activeIngredient: 'naproxen sodium',
    strength: '220 mg (naproxen 200 mg)',
    form: 'tablet',
    prescriptionRequired: false,
    categories: ['pain_relief', 'fever'],
    treats: PAIN_AND_FEVER_USES,
    adultDose:
      'Adults and children 12 years and over: take 1 tablet every 8 to 12 hours while symptoms last; for the first dose you may take 2 tablets within the first hour.',
    maxDailyDose: {
      text: 'Do not exceed 2 tablets in any 8- to 12-hour period, and do not exceed 3 tablets in a 24-hour period.',
      amount: 660,
      unit: 'mg',
    },
    minimumAgeYears: 12,
    warnings: {
      alerts: [
        nsaidAllergyAlert('naproxen sodium'),
        STOMACH_BLEEDING_WARNING,
        HEART_ATTACK_AND_STROKE_WARNING,
      ],
      doNotUse: NSAID_DO_NOT_USE,
      askDoctorBefore: NSAID_ASK_DOCTOR,
      askDoctorOrPharmacistBefore: [
        "You are under a doctor's care for any serious condition.",
        'You are taking any other drug.',
      ],
      whenUsing: ['Take with food or milk if stomach upset occurs.'],
      stopUseIf: NSAID_STOP_USE,
      pregnancyBreastfeeding: nsaidPregnancyWarning('naproxen sodium'),
    },
    contraindications: NSAID_CONTRAINDICATIONS,
    interactions: NSAID_INTERACTIONS,
    stopUseAfterDays: { pain: 10, fever: 3 },
    sedating: false,
    description:
      'A longer-acting nonsteroidal anti-inflammatory drug (NSAID) that relieves pain and reduces fever.',
    dosageInstructions:
      'Drink a full glass of water with each dose; take 1 tablet every 8 to 12 hours, no more than 3 tablets in 24 hours, and not for longer than 10 days unless a doctor directs.',
    sideEffects: NSAID_SIDE_EFFECTS,
    source:
      '21 CFR 201.326 (NSAID stomach bleeding warning); Drug Facts label, naproxen sodium 220 mg tablets (Aleve)',
  },
  {
    key: 'aspirin_325mg_tablets',
    name: 'Aspirin 325 mg tablets',
    activeIngredient: 'aspirin',
    strength: '325 mg',
    form: 'tablet',
    prescriptionRequired: false,
    categories: ['pain_relief', 'fever'],
    treats: PAIN_AND_FEVER_USES,
    adultDose:
      'Adults and children 12 years and over: take 1 or 2 tablets with a full glass of water every 4 hours as needed.',
    maxDailyDose: {
      text: 'Do not exceed 12 tablets in 24 hours, unless directed by a doctor.',
      amount: 3900,
      unit: 'mg',
    },
    minimumAgeYears: 12,
    warnings: {
      alerts: [
        "Reye's syndrome: children and teenagers who have or are recovering from chicken pox or flu-like symptoms should not use this product. When using this product, if changes in behavior with nausea and vomiting occur, consult a doctor because these symptoms could be an early sign of Reye's syndrome, a rare but serious illness.",
        'Allergy alert: aspirin may cause a severe allergic reaction which may include hives, facial swelling, asthma (wheezing), shock.',
        STOMACH_BLEEDING_WARNING,
      ],
      doNotUse: [
        "In children and teenagers who have or are recovering from chicken pox or flu-like symptoms (risk of Reye's syndrome).",
        'If you have ever had an allergic reaction to any other pain reliever/fever reducer.',
      ],
      askDoctorBefore: [
        'The stomach bleeding warning applies to you.',
        'You have a history of stomach problems, such as heartburn.',
        'You have high blood pressure, heart disease, liver cirrhosis, or kidney disease.',
        'You have asthma.',
        'You are taking a diuretic.',
      ],
      askDoctorOrPharmacistBefore: ['You are taking a prescription drug for diabetes, gout, or arthritis.'],
      stopUseIf: [
        STOMACH_BLEEDING_SIGNS,
        'An allergic reaction occurs; seek medical help right away.',
        ...PAIN_AND_FEVER_STOP_USE,
        'Ringing in the ears or a loss of hearing occurs.',
        'New symptoms occur.',
        'Redness or swelling is present.',
      ],
      // 21 CFR 201.63(e) prescribes this third-trimester sentence for aspirin.
      pregnancyBreastfeeding: nsaidPregnancyWarning('aspirin'),
    },
    contraindications: NSAID_CONTRAINDICATIONS,
    interactions: NSAID_INTERACTIONS,
    stopUseAfterDays: { pain: 10, fever: 3 },
    sedating: false,
    description:
      'A salicylate NSAID that relieves pain and reduces fever; not for children or teenagers with viral illness.',
    dosageInstructions:
      "Take 1 or 2 tablets with a full glass of water every 4 hours as needed, no more than 12 tablets in 24 hours. Never give to a child or teenager with chicken pox or flu-like symptoms (Reye's syndrome).",
    sideEffects: [
      'Stomach bleeding (see the stomach bleeding warning).',
      'Ringing in the ears or hearing loss (stop use).',
      'Severe allergic reaction (rare).',
    ],
    source:
      "21 CFR 343 (internal analgesics); 21 CFR 201.326 (NSAID stomach bleeding warning); 21 CFR 201.314 (Reye's syndrome warning); Drug Facts label, aspirin 325 mg tablets (Bayer Genuine Aspirin)",
  },
];
