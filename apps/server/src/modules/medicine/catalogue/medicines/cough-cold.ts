import type { MedicineProfile } from '../types';
import { ASK_HEALTH_PROFESSIONAL_IF_PREGNANT, COUGH_STOP_USE, MAOI_DO_NOT_USE } from './label-text';

export const COUGH_COLD_MEDICINES: readonly MedicineProfile[] = [
  {
    key: 'pseudoephedrine_30mg_tablets',
    name: 'Pseudoephedrine hydrochloride 30 mg tablets',
    activeIngredient: 'pseudoephedrine hydrochloride',
    strength: '30 mg',
    form: 'tablet',
    prescriptionRequired: false,
    categories: ['cough_cold', 'allergy'],
    treats: [
      { symptom: 'nasal_congestion', weight: 1 },
      { symptom: 'sinus_pressure', weight: 0.9 },
      { symptom: 'cold_symptoms', weight: 0.5 },
      { symptom: 'hay_fever', weight: 0.4 },
    ],
    adultDose: 'Adults and children 12 years and over: take 2 tablets every 4 to 6 hours.',
    maxDailyDose: { text: 'Do not take more than 8 tablets in 24 hours.', amount: 240, unit: 'mg' },
    minimumAgeYears: null,
    warnings: {
      doNotUse: [MAOI_DO_NOT_USE, 'In children under 6 years of age.'],
      askDoctorBefore: [
        'Heart disease.',
        'High blood pressure.',
        'Thyroid disease.',
        'Diabetes.',
        'Trouble urinating due to an enlarged prostate gland.',
      ],
      askDoctorOrPharmacistBefore: [],
      whenUsing: ['Do not use more than directed.'],
      stopUseIf: [
        'You get nervous, dizzy, or sleepless.',
        'Symptoms do not get better within 7 days or are accompanied by fever.',
      ],
      pregnancyBreastfeeding: ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
    },
    contraindications: [
      'heart_disease',
      'high_blood_pressure',
      'diabetes',
      'enlarged_prostate',
      'pregnancy',
      'breastfeeding',
    ],
    interactions: ['maoi'],
    stopUseAfterDays: { congestion: 7 },
    sedating: false,
    description:
      'An oral nasal decongestant; US pharmacies keep it behind the counter with ID and purchase limits (Combat Methamphetamine Epidemic Act).',
    dosageInstructions:
      'Take 2 tablets every 4 to 6 hours, no more than 8 tablets in 24 hours; stop if congestion lasts more than 7 days. Children need the label or a pharmacist.',
    sideEffects: ['Nervousness, dizziness, or sleeplessness (stop use if they occur).'],
    source:
      '21 CFR 341.80 (nasal decongestant labeling); Drug Facts label, pseudoephedrine HCl 30 mg tablets (Sudafed Congestion)',
  },
  {
    key: 'dextromethorphan_15mg_capsules',
    name: 'Dextromethorphan hydrobromide 15 mg liquid-filled capsules',
    activeIngredient: 'dextromethorphan hydrobromide',
    strength: '15 mg',
    form: 'capsule',
    prescriptionRequired: false,
    categories: ['cough_cold'],
    treats: [
      { symptom: 'cough', weight: 1 },
      { symptom: 'dry_cough', weight: 1 },
      { symptom: 'cold_symptoms', weight: 0.5 },
    ],
    // 21 CFR 341.74(d): 30 mg every 6 to 8 hours, not more than 120 mg in 24 hours.
    adultDose: 'Adults and children 12 years and over: take 2 capsules (30 mg) every 6 to 8 hours.',
    maxDailyDose: { text: 'Do not take more than 8 capsules (120 mg) in 24 hours.', amount: 120, unit: 'mg' },
    minimumAgeYears: 12,
    warnings: {
      doNotUse: [MAOI_DO_NOT_USE],
      askDoctorBefore: [
        'A persistent or chronic cough such as occurs with smoking, asthma, or emphysema.',
        'A cough that occurs with too much phlegm (mucus).',
      ],
      askDoctorOrPharmacistBefore: [],
      stopUseIf: [COUGH_STOP_USE],
      pregnancyBreastfeeding: ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
    },
    contraindications: ['asthma', 'child_under_12', 'pregnancy', 'breastfeeding'],
    // The label names MAOIs only. SSRIs add the risk of serotonin syndrome, and fluoxetine and paroxetine slow
    // its breakdown (SSRI prescribing information: serotonergic drugs, drugs metabolised by CYP2D6).
    interactions: ['maoi', 'ssri'],
    stopUseAfterDays: { cough: 7 },
    sedating: false,
    description:
      'A cough suppressant for cough due to minor throat and bronchial irritation, as with a cold.',
    dosageInstructions:
      'Take 2 capsules every 6 to 8 hours, no more than 8 in 24 hours; see a doctor if the cough lasts more than 7 days.',
    sideEffects: [],
    source:
      '21 CFR 341.74 (antitussive labeling); Drug Facts label, dextromethorphan HBr 15 mg liquid-filled capsules',
  },
  {
    key: 'guaifenesin_400mg_tablets',
    name: 'Guaifenesin 400 mg tablets',
    activeIngredient: 'guaifenesin',
    strength: '400 mg',
    form: 'tablet',
    prescriptionRequired: false,
    categories: ['cough_cold'],
    treats: [
      { symptom: 'chest_congestion', weight: 1 },
      { symptom: 'cough', weight: 0.6 },
      { symptom: 'cold_symptoms', weight: 0.4 },
    ],
    // 21 CFR 341.78(d): 200 to 400 mg every 4 hours, not more than 2,400 mg in 24 hours.
    adultDose: 'Adults and children 12 years and over: take 1 tablet every 4 hours.',
    maxDailyDose: { text: 'Do not take more than 6 tablets in 24 hours.', amount: 2400, unit: 'mg' },
    minimumAgeYears: 12,
    warnings: {
      doNotUse: [],
      askDoctorBefore: [
        'A persistent or chronic cough such as occurs with smoking, asthma, chronic bronchitis, or emphysema.',
        'A cough accompanied by too much phlegm (mucus).',
      ],
      askDoctorOrPharmacistBefore: [],
      stopUseIf: [COUGH_STOP_USE],
      pregnancyBreastfeeding: ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
    },
    contraindications: ['asthma', 'child_under_12', 'pregnancy', 'breastfeeding'],
    interactions: [],
    stopUseAfterDays: { cough: 7 },
    sedating: false,
    description:
      'An expectorant that helps loosen phlegm (mucus) and thin bronchial secretions to make coughs more productive.',
    dosageInstructions:
      'Take 1 tablet every 4 hours, no more than 6 tablets in 24 hours; see a doctor if the cough lasts more than 7 days.',
    sideEffects: [],
    source: '21 CFR 341.78 (expectorant labeling); Drug Facts label, guaifenesin 400 mg tablets',
  },
];
