import type { MedicineProfile } from '../types';
import {
  ANTIHISTAMINE_ASK_DOCTOR,
  ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
  SLEEPLESSNESS_STOP_USE,
  TAKING_SEDATIVES_OR_TRANQUILIZERS,
} from './label-text';

// OTC sleep-aids may claim occasional sleeplessness only. 21 CFR 310.519 holds that no OTC sedative is
// generally recognized as safe and effective for anxiety, tension or stress, so none of these lists them.
export const SLEEP_AID_MEDICINES: readonly MedicineProfile[] = [
  {
    key: 'diphenhydramine_25mg_sleep_aid_caplets',
    name: 'Diphenhydramine hydrochloride 25 mg nighttime sleep-aid caplets',
    activeIngredient: 'diphenhydramine hydrochloride',
    strength: '25 mg',
    form: 'caplet',
    prescriptionRequired: false,
    categories: ['sleep'],
    treats: [{ symptom: 'insomnia', weight: 1 }],
    adultDose:
      'Adults and children 12 years and over: take 2 caplets (50 mg) at bedtime if needed, or as directed by a doctor.',
    maxDailyDose: { text: 'One dose of 2 caplets (50 mg) at bedtime.', amount: 50, unit: 'mg' },
    minimumAgeYears: 12,
    warnings: {
      doNotUse: [
        'For children under 12 years of age.',
        'With any other product containing diphenhydramine, even one used on skin.',
      ],
      askDoctorBefore: ANTIHISTAMINE_ASK_DOCTOR,
      askDoctorOrPharmacistBefore: [TAKING_SEDATIVES_OR_TRANQUILIZERS],
      whenUsing: ['Avoid alcoholic drinks.'],
      stopUseIf: [SLEEPLESSNESS_STOP_USE],
      pregnancyBreastfeeding: ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
    },
    contraindications: ['glaucoma', 'enlarged_prostate', 'child_under_12', 'pregnancy', 'breastfeeding'],
    interactions: ['alcohol', 'sedatives'],
    stopUseAfterDays: { sleeplessness: 14 },
    sedating: true,
    description:
      'A sedating antihistamine sold as a nighttime sleep-aid for occasional sleeplessness; it is not a treatment for anxiety or stress.',
    dosageInstructions:
      'Take 2 caplets at bedtime only when needed; see a doctor if sleeplessness lasts more than 2 weeks.',
    sideEffects: ['Drowsiness.'],
    source:
      '21 CFR 338 (nighttime sleep-aids); 21 CFR 310.519 (OTC sedatives not GRAS); Drug Facts label, diphenhydramine HCl 25 mg nighttime sleep-aid',
  },
  {
    key: 'doxylamine_succinate_25mg_tablets',
    name: 'Doxylamine succinate 25 mg sleep-aid tablets',
    activeIngredient: 'doxylamine succinate',
    strength: '25 mg',
    form: 'tablet',
    prescriptionRequired: false,
    categories: ['sleep'],
    treats: [{ symptom: 'insomnia', weight: 1 }],
    adultDose:
      'Adults and children 12 years and over: take 1 tablet 30 minutes before going to bed; take once daily or as directed by a doctor.',
    maxDailyDose: { text: '1 tablet once daily.', amount: 25, unit: 'mg' },
    minimumAgeYears: 12,
    warnings: {
      doNotUse: [
        'For children under 12 years of age.',
        'With any other product containing doxylamine.',
        "Unless you have time for a full night's sleep.",
      ],
      askDoctorBefore: ANTIHISTAMINE_ASK_DOCTOR,
      askDoctorOrPharmacistBefore: ['You are taking sedatives or any other sleep-aid.'],
      whenUsing: ['Avoid alcoholic beverages.', 'Take only at bedtime.'],
      stopUseIf: [SLEEPLESSNESS_STOP_USE],
      pregnancyBreastfeeding: ASK_HEALTH_PROFESSIONAL_IF_PREGNANT,
    },
    contraindications: ['glaucoma', 'enlarged_prostate', 'child_under_12', 'pregnancy', 'breastfeeding'],
    interactions: ['alcohol', 'sedatives'],
    stopUseAfterDays: { sleeplessness: 14 },
    sedating: true,
    description:
      'A sedating antihistamine sold as a nighttime sleep-aid to reduce difficulty falling asleep.',
    dosageInstructions:
      'Take 1 tablet 30 minutes before bed, once a night, only with time for a full night of sleep; see a doctor if sleeplessness lasts more than 2 weeks.',
    sideEffects: ['Drowsiness.'],
    source:
      'Drug Facts label, doxylamine succinate 25 mg nighttime sleep-aid tablets (Unisom SleepTabs); 21 CFR 310.519 (OTC sedatives not GRAS)',
  },
  {
    // Melatonin is not a drug in the US, so there is no Drug Facts label, monograph or FDA-reviewed dose.
    key: 'melatonin_3mg_tablets',
    name: 'Melatonin 3 mg tablets (dietary supplement)',
    activeIngredient: 'melatonin',
    strength: '3 mg',
    form: 'tablet',
    prescriptionRequired: false,
    categories: ['sleep'],
    // Low weights: supplement claims are not FDA-evaluated.
    treats: [
      { symptom: 'insomnia', weight: 0.5 },
      { symptom: 'jet_lag', weight: 0.5 },
    ],
    adultDose: "Adults: follow the product's own supplement label; there is no FDA-reviewed dose.",
    maxDailyDose: { text: "No FDA-established maximum; do not exceed the product's label." },
    // Conservative: supplement labels are written for adults and no FDA directions exist for children.
    minimumAgeYears: 18,
    warnings: {
      doNotUse: [],
      askDoctorBefore: [
        'You are pregnant or breast-feeding, take any medicine, or have a medical condition (melatonin has not been reviewed by the FDA as a drug).',
      ],
      askDoctorOrPharmacistBefore: [],
      whenUsing: ['It may cause drowsiness: do not drive or operate machinery after taking it.'],
      stopUseIf: [],
    },
    contraindications: ['pregnancy', 'breastfeeding'],
    interactions: [],
    sedating: true,
    description:
      'A hormone sold in the US as a dietary supplement for sleep; it is not FDA-approved as a drug and its claims are not FDA-evaluated.',
    dosageInstructions:
      'Follow the supplement label, taking it near bedtime; ask a doctor or pharmacist first if you take other medicines.',
    sideEffects: ['Drowsiness.'],
    source:
      'Not an FDA-approved drug: melatonin is sold in the US as a dietary supplement (DSHEA 1994), with no FDA Drug Facts label or OTC monograph; entries follow typical supplement labels only.',
  },
];
