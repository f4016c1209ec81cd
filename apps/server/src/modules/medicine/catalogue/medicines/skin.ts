import type { MedicineProfile } from '../types';

export const SKIN_MEDICINES: readonly MedicineProfile[] = [
  {
    key: 'hydrocortisone_1pct_cream',
    name: 'Hydrocortisone 1% anti-itch cream',
    activeIngredient: 'hydrocortisone',
    strength: '1%',
    form: 'cream',
    prescriptionRequired: false,
    categories: ['skin'],
    // Itching from eczema, psoriasis, poison ivy/oak/sumac, insect bites, soaps, detergents, jewelry, cosmetics.
    treats: [
      { symptom: 'itchy_skin', weight: 1 },
      { symptom: 'rash', weight: 0.8 },
      { symptom: 'insect_bite', weight: 0.7 },
    ],
    adultDose:
      'Adults and children 2 years of age and older: apply to the affected area not more than 3 to 4 times daily.',
    maxDailyDose: { text: 'Apply not more than 3 to 4 times daily.' },
    minimumAgeYears: 2,
    warnings: {
      alerts: ['For external use only.'],
      doNotUse: [
        'In the genital area if you have a vaginal discharge. Consult a doctor.',
        'For the treatment of diaper rash. Consult a doctor.',
      ],
      askDoctorBefore: [],
      askDoctorOrPharmacistBefore: [],
      whenUsing: [
        'Avoid contact with the eyes.',
        'Do not use more than directed unless told to do so by a doctor.',
        'Do not put directly into the rectum by using fingers or any mechanical device or applicator.',
      ],
      stopUseIf: [
        'Condition worsens.',
        'Symptoms last more than 7 days or clear up and occur again within a few days; do not begin use of any other hydrocortisone product unless you have asked a doctor.',
        'Rectal bleeding occurs.',
      ],
    },
    // Children under 2 years: do not use, ask a doctor.
    contraindications: ['infant'],
    interactions: [],
    stopUseAfterDays: { symptoms: 7 },
    sedating: false,
    description:
      'A mild topical corticosteroid that temporarily relieves itching from minor skin irritations and rashes.',
    dosageInstructions:
      'Apply a thin layer to the itchy area up to 3 to 4 times a day; stop and see a doctor if it is not better in 7 days.',
    sideEffects: [],
    source:
      'FDA OTC external analgesic monograph (hydrocortisone 0.5% to 1% antipruritic); Drug Facts label, hydrocortisone 1% anti-itch cream (Cortizone-10)',
  },
];
