import type { MedicineProfile } from '../types';

export const PRESCRIPTION_SLEEP_MEDICINES: readonly MedicineProfile[] = [
  {
    key: 'zolpidem_5mg_tablets',
    name: 'Zolpidem tartrate 5 mg tablets',
    activeIngredient: 'zolpidem tartrate',
    strength: '5 mg',
    form: 'tablet',
    prescriptionRequired: true,
    categories: ['sleep'],
    // Immediate-release zolpidem is labelled for difficulty falling asleep, not for staying asleep.
    treats: [{ symptom: 'insomnia', weight: 1 }],
    adultDose:
      'Women: 5 mg; men: 5 or 10 mg; taken only once per night immediately before bedtime with at least 7 to 8 hours remaining before planned awakening.',
    maxDailyDose: {
      text: 'Do not exceed 10 mg once daily immediately before bedtime.',
      amount: 10,
      unit: 'mg',
    },
    minimumAgeYears: 18,
    warnings: {
      alerts: [
        'Boxed warning: complex sleep behaviors, including sleep-walking, sleep-driving and other activities while not fully awake, may occur and have caused serious injuries, including death.',
      ],
      doNotUse: [
        'If you have had a complex sleep behavior after taking zolpidem.',
        'If you are allergic to zolpidem.',
      ],
      askDoctorBefore: [
        'You have liver disease (lower dose; avoid in severe hepatic impairment).',
        'You have depression or a history of it.',
        'You have lung or breathing problems.',
      ],
      askDoctorOrPharmacistBefore: [
        'You take other CNS depressants such as opioids, benzodiazepines, tricyclic antidepressants or other sleep medicines.',
      ],
      whenUsing: [
        'Do not take it with alcohol.',
        'Next-day impairment can occur: be careful driving or doing anything that needs full alertness the next morning.',
      ],
      stopUseIf: [
        'A complex sleep behavior occurs: stop it immediately and contact the prescriber.',
        'Insomnia does not improve after 7 to 10 days; this may signal another illness that needs evaluation.',
      ],
      pregnancyBreastfeeding:
        'Discuss with the prescriber: use late in the third trimester can cause breathing problems and sedation in the newborn, and a breastfed infant should be watched for excess sleepiness.',
    },
    contraindications: ['liver_disease', 'pregnancy', 'breastfeeding'],
    interactions: ['alcohol', 'sedatives'],
    sedating: true,
    description:
      'A prescription sedative-hypnotic (Schedule IV controlled substance) for short-term treatment of insomnia with difficulty falling asleep.',
    dosageInstructions:
      'Take once a night right before bed, only with 7 to 8 hours left for sleep and not after a meal or alcohol; older adults and people with liver impairment take 5 mg.',
    sideEffects: ['Drowsiness.', 'Dizziness.', 'Diarrhea.', 'A "drugged" feeling with longer use.'],
    source: 'DailyMed: AMBIEN (zolpidem tartrate) tablets prescribing information',
  },
];
