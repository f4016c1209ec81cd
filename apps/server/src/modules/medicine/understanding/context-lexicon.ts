import type { ConditionKey, MedicineKey } from './context-keys';
import type { LexiconEntry } from './lexicon-entry';

export const CONDITION_LEXICON: readonly LexiconEntry<ConditionKey>[] = [
  {
    key: 'high_blood_pressure',
    name: 'High blood pressure',
    phrases: [
      'high blood pressure',
      'hypertension',
      'high bp',
      'blood pressure is high',
      'blood pressure problems',
    ],
  },
  {
    key: 'stomach_ulcer',
    name: 'Stomach ulcer',
    phrases: ['stomach ulcer', 'peptic ulcer', 'gastric ulcer', 'ulcer', 'ulcers'],
  },
  { key: 'asthma', name: 'Asthma', phrases: ['asthma', 'asthmatic'] },
  {
    key: 'liver_disease',
    name: 'Liver disease',
    phrases: ['liver disease', 'liver problems', 'liver damage', 'cirrhosis', 'hepatitis', 'fatty liver'],
  },
  {
    key: 'kidney_disease',
    name: 'Kidney disease',
    phrases: ['kidney disease', 'kidney problems', 'kidney failure', 'renal failure', 'ckd', 'on dialysis'],
  },
  {
    key: 'heart_disease',
    name: 'Heart disease',
    phrases: [
      'heart disease',
      'heart problems',
      'heart condition',
      'heart failure',
      'heart attack',
      'angina',
      'coronary artery disease',
      'irregular heartbeat',
      'atrial fibrillation',
    ],
  },
  {
    key: 'diabetes',
    name: 'Diabetes',
    phrases: ['diabetes', 'diabetic', 'type 2 diabetes', 'type 1 diabetes'],
  },
  { key: 'glaucoma', name: 'Glaucoma', phrases: ['glaucoma'] },
  {
    key: 'enlarged_prostate',
    name: 'Enlarged prostate',
    phrases: ['enlarged prostate', 'prostate problems', 'bph', 'trouble urinating', 'prostate * enlarged'],
  },
  {
    key: 'bleeding_disorder',
    name: 'Bleeding disorder',
    phrases: [
      'bleeding disorder',
      'hemophilia',
      'haemophilia',
      'von willebrand',
      'bleed easily',
      'low platelets',
    ],
  },
];

export const MEDICINE_LEXICON: readonly LexiconEntry<MedicineKey>[] = [
  {
    key: 'warfarin',
    name: 'Warfarin or another blood thinner',
    phrases: [
      'warfarin',
      'coumadin',
      'blood thinner',
      'blood thinners',
      'anticoagulant',
      'anticoagulants',
      'apixaban',
      'eliquis',
      'rivaroxaban',
      'xarelto',
      'dabigatran',
      'clopidogrel',
      'plavix',
    ],
  },
  {
    key: 'ssri',
    name: 'SSRI antidepressant',
    phrases: [
      'ssri',
      'ssris',
      'sertraline',
      'zoloft',
      'fluoxetine',
      'prozac',
      'citalopram',
      'celexa',
      'escitalopram',
      'lexapro',
      'paroxetine',
      'paxil',
    ],
  },
  {
    key: 'maoi',
    name: 'MAO inhibitor',
    phrases: [
      'maoi',
      'mao inhibitor',
      'phenelzine',
      'nardil',
      'tranylcypromine',
      'parnate',
      'isocarboxazid',
      'marplan',
      'selegiline',
    ],
  },
  {
    key: 'other_nsaid',
    name: 'Another NSAID',
    phrases: [
      'ibuprofen',
      'advil',
      'motrin',
      'naproxen',
      'aleve',
      'aspirin',
      'diclofenac',
      'celecoxib',
      'nsaid',
      'nsaids',
    ],
  },
];

export const PREGNANCY_PHRASES: readonly string[] = [
  'pregnant',
  'pregnancy',
  'expecting a baby',
  'expecting * baby',
  'i am expecting',
  'we are expecting',
];

export const BREASTFEEDING_PHRASES: readonly string[] = [
  'breastfeeding',
  'breast feeding',
  'breastfeed',
  'nursing * baby',
  'breastfeeding * baby',
  'breast feeding * baby',
  'i am nursing',
  'nursing mother',
  'still nursing',
  'lactating',
];

/** Phrases meaning three or more drinks a day, the threshold in the acetaminophen and NSAID liver/bleeding warnings. */
export const HEAVY_DRINKING_PHRASES: readonly string[] = [
  'heavy drinker',
  'drink heavily',
  'drink a lot',
  'drink too much',
  'alcoholic',
  'alcoholism',
  'drink every day',
  'drink daily',
  'alcohol every day',
];
