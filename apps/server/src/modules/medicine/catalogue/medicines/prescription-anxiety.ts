import type { MedicineProfile } from '../types';

// Prescription anxiety medicines. Only these may list anxiety: 21 CFR 310.519 bars OTC sedatives from it.
// Prescribing-information sections are mapped onto the Drug Facts groups: contraindications -> doNotUse,
// boxed warning -> alerts, "tell your doctor" conditions and interacting drugs -> the ask-before groups.
export const PRESCRIPTION_ANXIETY_MEDICINES: readonly MedicineProfile[] = [
  {
    key: 'sertraline_50mg_tablets',
    name: 'Sertraline 50 mg tablets',
    activeIngredient: 'sertraline hydrochloride',
    strength: '50 mg',
    form: 'tablet',
    prescriptionRequired: true,
    categories: ['anxiety'],
    // Approved for panic disorder, PTSD and social anxiety disorder (plus depression, OCD and PMDD).
    treats: [{ symptom: 'anxiety', weight: 0.8 }],
    adultDose:
      'Panic disorder, PTSD and social anxiety disorder: 25 mg once daily for the first week, then 50 mg once daily; the prescriber adjusts the dose at intervals of at least one week.',
    maxDailyDose: { text: 'Maximum 200 mg per day.', amount: 200, unit: 'mg' },
    // Its anxiety indications are for adults; the only paediatric approval is for OCD.
    minimumAgeYears: 18,
    warnings: {
      alerts: [
        'Boxed warning: antidepressants increased the risk of suicidal thoughts and behaviors in children, adolescents and young adults in short-term studies; watch for clinical worsening and emergence of suicidal thoughts and behaviors.',
      ],
      doNotUse: [
        'With an MAOI or within 14 days of stopping one, or with linezolid or intravenous methylene blue (serotonin syndrome risk).',
        'With pimozide.',
      ],
      askDoctorBefore: [
        'You have liver problems (lower or less frequent doses).',
        'You or your family have bipolar disorder or mania.',
        'You have seizures.',
        'You have untreated narrow-angle glaucoma.',
      ],
      askDoctorOrPharmacistBefore: [
        'You take NSAIDs, aspirin, warfarin or other drugs that affect bleeding (increased bleeding risk).',
        "You take other serotonergic drugs: triptans, tricyclic antidepressants, fentanyl, lithium, tramadol, tryptophan, buspirone, amphetamines or St. John's Wort.",
      ],
      whenUsing: [
        'Do not stop suddenly; the prescriber reduces the dose gradually to avoid discontinuation symptoms.',
      ],
      stopUseIf: [
        'New or worse suicidal thoughts or unusual changes in mood or behavior appear: contact the prescriber right away.',
        'Signs of serotonin syndrome appear, such as agitation, hallucinations, fast heartbeat, fever, or muscle twitching or stiffness: get medical help.',
      ],
      pregnancyBreastfeeding:
        'Discuss with the prescriber: babies exposed late in the third trimester have needed prolonged hospital care.',
    },
    contraindications: ['liver_disease', 'glaucoma', 'pregnancy'],
    interactions: ['maoi', 'warfarin', 'other_nsaid'],
    sedating: false,
    description:
      'A prescription SSRI antidepressant approved for panic disorder, PTSD and social anxiety disorder.',
    dosageInstructions: 'Take once daily, in the morning or evening, as prescribed; do not stop abruptly.',
    sideEffects: [
      'Nausea.',
      'Diarrhea or loose stool.',
      'Tremor.',
      'Indigestion.',
      'Decreased appetite.',
      'Increased sweating.',
      'Ejaculation failure and decreased libido.',
    ],
    source: 'DailyMed: ZOLOFT (sertraline hydrochloride) tablets prescribing information',
  },
  {
    key: 'buspirone_10mg_tablets',
    name: 'Buspirone 10 mg tablets',
    activeIngredient: 'buspirone hydrochloride',
    strength: '10 mg',
    form: 'tablet',
    prescriptionRequired: true,
    categories: ['anxiety'],
    treats: [{ symptom: 'anxiety', weight: 1 }],
    adultDose:
      'Start with 7.5 mg twice daily (15 mg a day); the prescriber may raise the daily dose by 5 mg every 2 to 3 days.',
    maxDailyDose: { text: 'Do not exceed 60 mg per day.', amount: 60, unit: 'mg' },
    minimumAgeYears: 18,
    warnings: {
      doNotUse: [
        'If you are allergic to buspirone.',
        'Together with an MAOI (raised blood pressure has been reported).',
      ],
      askDoctorBefore: ['You have severe liver or kidney impairment (use is not recommended).'],
      askDoctorOrPharmacistBefore: [
        'You take other medicines: strong CYP3A4 inhibitors or inducers change buspirone levels.',
        'You are stopping a benzodiazepine or other sedative: buspirone does not prevent their withdrawal symptoms.',
      ],
      whenUsing: [
        'Do not drive or operate complex machinery until you know how buspirone affects you.',
        'Avoid alcohol.',
        'Avoid drinking large amounts of grapefruit juice.',
      ],
      stopUseIf: [],
      pregnancyBreastfeeding:
        'Discuss with the prescriber: use in pregnancy only if clearly needed, and avoid while breastfeeding if possible.',
    },
    contraindications: ['liver_disease', 'kidney_disease', 'pregnancy', 'breastfeeding'],
    interactions: ['maoi', 'alcohol'],
    // Less sedating than other anxiolytics, but the label still cautions about driving.
    sedating: true,
    description: 'A prescription non-benzodiazepine anti-anxiety medicine for anxiety disorders.',
    dosageInstructions: 'Take as prescribed, consistently either always with or always without food.',
    sideEffects: ['Dizziness.', 'Nausea.', 'Headache.', 'Nervousness.', 'Lightheadedness.', 'Excitement.'],
    source: 'DailyMed: buspirone hydrochloride tablets prescribing information',
  },
  {
    key: 'hydroxyzine_25mg_tablets',
    name: 'Hydroxyzine hydrochloride 25 mg tablets',
    activeIngredient: 'hydroxyzine hydrochloride',
    strength: '25 mg',
    form: 'tablet',
    prescriptionRequired: true,
    categories: ['anxiety', 'allergy', 'skin'],
    treats: [
      { symptom: 'anxiety', weight: 0.9 },
      { symptom: 'itchy_skin', weight: 0.7 },
      // Chronic urticaria is a labelled pruritus cause.
      { symptom: 'hives', weight: 0.6 },
    ],
    adultDose:
      'Anxiety: 50 to 100 mg four times daily; itching: 25 mg three or four times daily; the prescriber sets the dose.',
    maxDailyDose: {
      text: 'No separate daily maximum is stated; adult anxiety dosing goes up to 100 mg four times daily, and older adults usually start at the low end.',
    },
    minimumAgeYears: null,
    warnings: {
      doNotUse: [
        'In early pregnancy.',
        'If you have a prolonged QT interval.',
        'If you are allergic to hydroxyzine.',
      ],
      askDoctorBefore: [
        'You have heart problems or risks for QT prolongation, such as a recent heart attack, heart failure or a slow heart rhythm.',
        'You are an older adult (more sensitive to its effects).',
      ],
      askDoctorOrPharmacistBefore: [
        'You take other CNS depressants such as narcotics, non-narcotic analgesics or barbiturates; their doses should be reduced.',
        'You take other drugs that prolong the QT interval.',
      ],
      whenUsing: [
        'Drowsiness may occur: do not drive a car or operate dangerous machinery.',
        'The effect of alcohol may be increased.',
      ],
      stopUseIf: ['A skin rash appears: it can rarely be a serious reaction (AGEP); contact the prescriber.'],
      pregnancyBreastfeeding:
        'Contraindicated in early pregnancy; the label says it should not be given to nursing mothers.',
    },
    contraindications: ['pregnancy', 'breastfeeding', 'heart_disease'],
    interactions: ['alcohol', 'sedatives'],
    sedating: true,
    description:
      'A prescription sedating antihistamine used for anxiety and tension and for allergic itching.',
    dosageInstructions:
      'Take as prescribed, usually several times a day; avoid alcohol and driving while drowsy.',
    sideEffects: [
      'Drowsiness, usually transitory.',
      'Dry mouth.',
      'Involuntary movements, including rare tremor and convulsions.',
      'QT prolongation and torsade de pointes (rare).',
    ],
    source: 'DailyMed: hydroxyzine hydrochloride tablets prescribing information',
  },
];
