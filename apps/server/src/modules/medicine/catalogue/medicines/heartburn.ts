import type { MedicineProfile } from '../types';
import { ASK_HEALTH_PROFESSIONAL_IF_PREGNANT, HEARTBURN_DANGER_SIGNS } from './label-text';

// Chest pain with heartburn can be a heart attack; acid-reducer labels send these people to a doctor.
const HEARTBURN_ASK_DOCTOR: readonly string[] = [
  'You have had heartburn over 3 months. This may be a sign of a more serious condition.',
  'Frequent wheezing, particularly with heartburn.',
  'Unexplained weight loss.',
  'Nausea or vomiting.',
  'Stomach pain.',
];

const CHEST_PAIN_SIGNS: readonly string[] = [
  'Heartburn with lightheadedness, sweating, or dizziness.',
  'Chest pain or shoulder pain with shortness of breath; sweating; pain spreading to arms, neck or shoulders; or lightheadedness.',
  'Frequent chest pain.',
];

export const HEARTBURN_MEDICINES: readonly MedicineProfile[] = [
  {
    key: 'famotidine_20mg_tablets',
    name: 'Famotidine 20 mg tablets',
    activeIngredient: 'famotidine',
    strength: '20 mg',
    form: 'tablet',
    prescriptionRequired: false,
    categories: ['digestive'],
    treats: [
      { symptom: 'heartburn', weight: 1 },
      { symptom: 'acid_indigestion', weight: 0.9 },
    ],
    adultDose:
      'Adults and children 12 years and over: to relieve symptoms, swallow 1 tablet with a glass of water; to prevent symptoms, swallow 1 tablet with a glass of water at any time from 15 to 60 minutes before eating food or drinking beverages that cause heartburn.',
    maxDailyDose: { text: 'Do not use more than 2 tablets in 24 hours.', amount: 40, unit: 'mg' },
    minimumAgeYears: 12,
    warnings: {
      alerts: ['Allergy alert: do not use if you are allergic to famotidine or other acid reducers.'],
      doNotUse: [
        `If you have: ${HEARTBURN_DANGER_SIGNS}`,
        'With other acid reducers.',
        'If you have kidney disease, except under the advice and supervision of a doctor.',
      ],
      askDoctorBefore: [...HEARTBURN_ASK_DOCTOR, ...CHEST_PAIN_SIGNS],
      askDoctorOrPharmacistBefore: [],
      stopUseIf: [
        'Your heartburn continues or worsens.',
        'You need to take this product for more than 14 days.',
      ],
      pregnancyBreastfeeding: ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
    },
    contraindications: ['kidney_disease', 'child_under_12', 'pregnancy', 'breastfeeding'],
    interactions: [],
    stopUseAfterDays: { heartburn: 14 },
    sedating: false,
    description:
      'An H2 blocker acid reducer that relieves and prevents heartburn associated with acid indigestion.',
    dosageInstructions:
      'Swallow 1 tablet with water when heartburn starts, or before a meal that causes it; no more than 2 tablets in 24 hours or 14 days in a row.',
    sideEffects: [],
    source: 'Drug Facts label, famotidine 20 mg tablets (Pepcid AC Maximum Strength)',
  },
  {
    key: 'omeprazole_20mg_tablets',
    name: 'Omeprazole 20 mg delayed-release tablets (14-day course)',
    activeIngredient: 'omeprazole magnesium',
    strength: '20 mg',
    form: 'tablet',
    prescriptionRequired: false,
    categories: ['digestive'],
    // Labelled for frequent heartburn only (2 or more days a week), not for immediate relief.
    treats: [{ symptom: 'heartburn', weight: 0.8 }],
    adultDose:
      'Adults 18 years and older: take 1 tablet with a glass of water before eating in the morning, every day for 14 days. Swallow whole; do not chew or crush.',
    maxDailyDose: { text: 'Do not take more than 1 tablet a day.', amount: 20, unit: 'mg' },
    minimumAgeYears: 18,
    warnings: {
      alerts: ['Allergy alert: do not use if you are allergic to omeprazole.'],
      doNotUse: [`If you have: ${HEARTBURN_DANGER_SIGNS}`, ...CHEST_PAIN_SIGNS],
      askDoctorBefore: HEARTBURN_ASK_DOCTOR,
      askDoctorOrPharmacistBefore: [
        'You are taking warfarin, clopidogrel, or cilostazol (blood-thinning medicines).',
        'You are taking prescription antifungal or anti-yeast medicines.',
        'You are taking diazepam (anxiety medicine).',
        'You are taking digoxin (heart medicine).',
        'You are taking tacrolimus or mycophenolate mofetil (immune system medicines).',
        'You are taking prescription antiretrovirals (medicines for HIV infection).',
        'You are taking methotrexate (arthritis medicine).',
      ],
      stopUseIf: [
        'Your heartburn continues or worsens.',
        'You need to take this product for more than 14 days.',
        'You need to take more than 1 course of treatment every 4 months.',
        'You get diarrhea.',
      ],
      pregnancyBreastfeeding: ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
    },
    contraindications: ['child_under_12', 'pregnancy', 'breastfeeding'],
    interactions: ['warfarin'],
    stopUseAfterDays: { heartburn: 14 },
    sedating: false,
    description:
      'A proton pump inhibitor taken as a 14-day course for frequent heartburn; it is not meant for immediate relief.',
    dosageInstructions:
      'Take 1 tablet each morning before eating for 14 days; full effect may take 1 to 4 days. Do not repeat the course more often than every 4 months unless a doctor directs.',
    sideEffects: ['Diarrhea (stop use and ask a doctor).'],
    source: 'Drug Facts label, omeprazole delayed-release tablets 20 mg (Prilosec OTC), 14-day course',
  },
  {
    key: 'calcium_carbonate_750mg_chewable',
    name: 'Calcium carbonate 750 mg chewable antacid tablets',
    activeIngredient: 'calcium carbonate',
    strength: '750 mg',
    form: 'chewable',
    prescriptionRequired: false,
    categories: ['digestive'],
    treats: [
      { symptom: 'heartburn', weight: 1 },
      { symptom: 'acid_indigestion', weight: 1 },
      // "upset stomach associated with these symptoms"
      { symptom: 'upset_stomach', weight: 0.6 },
    ],
    adultDose: 'Chew 2 to 4 tablets as symptoms occur, or as directed by a doctor.',
    maxDailyDose: {
      text: 'Do not take more than 10 tablets in 24 hours (6 tablets if pregnant).',
      amount: 7500,
      unit: 'mg',
    },
    // Conservative floor: we record adult directions only.
    minimumAgeYears: 12,
    warnings: {
      doNotUse: [],
      askDoctorBefore: [],
      askDoctorOrPharmacistBefore: [
        'You are presently taking a prescription drug. Antacids may interact with certain prescription drugs.',
      ],
      whenUsing: [
        'Do not use the maximum dosage for more than 2 weeks except under the advice and supervision of a doctor.',
      ],
      stopUseIf: ['Symptoms last more than 2 weeks.'],
      pregnancyBreastfeeding: 'If pregnant, do not take more than 6 tablets in 24 hours.',
    },
    contraindications: [],
    interactions: [],
    stopUseAfterDays: { symptoms: 14 },
    sedating: false,
    description: 'A fast-acting chewable antacid for heartburn, sour stomach and acid indigestion.',
    dosageInstructions:
      'Chew 2 to 4 tablets when symptoms occur, no more than 10 in 24 hours (6 if pregnant), and not at the maximum for more than 2 weeks.',
    sideEffects: [],
    source:
      '21 CFR 331 (antacids; 331.30 labeling); Drug Facts label, calcium carbonate 750 mg chewable antacid tablets (Tums Extra Strength 750)',
  },
];
