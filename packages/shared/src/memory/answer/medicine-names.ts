// Medicines a person in cognitive care commonly talks about, generic and UK/US brand names. The server adds the
// inventory's names through AnswerOptions.medicineNames; the suffixes catch most other generics.
export const BUILT_IN_MEDICINE_NAMES: readonly string[] = [
  'paracetamol',
  'acetaminophen',
  'tylenol',
  'ibuprofen',
  'advil',
  'aspirin',
  'codeine',
  'co-codamol',
  'tramadol',
  'morphine',
  'naproxen',
  'amlodipine',
  'ramipril',
  'lisinopril',
  'losartan',
  'bisoprolol',
  'atenolol',
  'simvastatin',
  'atorvastatin',
  'metformin',
  'gliclazide',
  'insulin',
  'levothyroxine',
  'warfarin',
  'apixaban',
  'rivaroxaban',
  'clopidogrel',
  'donepezil',
  'aricept',
  'memantine',
  'rivastigmine',
  'galantamine',
  'sertraline',
  'citalopram',
  'mirtazapine',
  'omeprazole',
  'lansoprazole',
  'furosemide',
  'bendroflumethiazide',
  'prednisolone',
  'salbutamol',
  'ventolin',
  'tamsulosin',
  'laxido',
  'movicol',
  'senna',
  'lactulose',
  'gabapentin',
  'pregabalin',
  'zopiclone',
  'melatonin',
  'diazepam',
  'lorazepam',
  'quetiapine',
  'risperidone',
  'digoxin',
  'allopurinol',
  'cetirizine',
  'loratadine',
  'adcal',
  'calcichew',
  'vitamin d',
  'vitamin b12',
  'iron tablets',
  'eye drops',
];

const GENERIC_SUFFIX =
  /^\p{L}{3,}(?:pril|sartan|olol|dipine|statin|formin|prazole|cillin|mycin|cycline|oxetine|pezil|mantine|tidine|gliptin|xaban|farin|thyroxine|zepam|zolam|triptyline|amol|profen|semide|thiazide|olone|sone|azole|imazole|azepine|oxacin|vir|parin|gatran|gliflozin|lukast|buterol|meterol|moterol|tropium|dronate|dronic|oprost|olamide|azide|etine|aline|apine|idone|tiapine)$/iu;

/** Whether one word (or a listed phrase) names a medicine. */
export function isMedicineName(word: string, extraNames: readonly string[] = []): boolean {
  const lower = word.toLowerCase();
  return (
    BUILT_IN_MEDICINE_NAMES.includes(lower) ||
    extraNames.some((name) => name.toLowerCase() === lower) ||
    GENERIC_SUFFIX.test(lower)
  );
}
