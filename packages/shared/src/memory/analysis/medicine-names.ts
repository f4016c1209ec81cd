// Medicines an older person's memories often name, recognised even when no inventory list is given. Generic
// names first; a few brand names that people say instead (Aricept, Tylenol, Sinemet).
export const COMMON_MEDICINES: readonly string[] = [
  'Paracetamol',
  'Acetaminophen',
  'Tylenol',
  'Ibuprofen',
  'Aspirin',
  'Naproxen',
  'Diclofenac',
  'Codeine',
  'Co-codamol',
  'Tramadol',
  'Morphine',
  'Oxycodone',
  'Metformin',
  'Gliclazide',
  'Insulin',
  'Lisinopril',
  'Ramipril',
  'Amlodipine',
  'Losartan',
  'Bisoprolol',
  'Atenolol',
  'Metoprolol',
  'Furosemide',
  'Bendroflumethiazide',
  'Atorvastatin',
  'Simvastatin',
  'Rosuvastatin',
  'Warfarin',
  'Apixaban',
  'Rivaroxaban',
  'Clopidogrel',
  'Digoxin',
  'GTN spray',
  'Omeprazole',
  'Lansoprazole',
  'Levothyroxine',
  'Donepezil',
  'Aricept',
  'Memantine',
  'Rivastigmine',
  'Galantamine',
  'Sertraline',
  'Citalopram',
  'Mirtazapine',
  'Amitriptyline',
  'Trazodone',
  'Quetiapine',
  'Risperidone',
  'Lorazepam',
  'Diazepam',
  'Zopiclone',
  'Melatonin',
  'Gabapentin',
  'Pregabalin',
  'Prednisolone',
  'Prednisone',
  'Salbutamol',
  'Albuterol',
  'Amoxicillin',
  'Levodopa',
  'Co-careldopa',
  'Sinemet',
  'Allopurinol',
  'Tamsulosin',
  'Senna',
  'Lactulose',
  'Vitamin D',
  'Vitamin B12',
];

export interface MedicineMention {
  /** The name as the list spells it ("Amoxicillin" for an inventory's "Amoxicillin 500 mg capsules"). */
  name: string;
  start: number;
  end: number;
}

export interface MedicineFinder {
  /** A regular-expression source matching any known name in lower-case text, for other patterns to embed. */
  pattern: string;
  find(matchText: string): MedicineMention[];
}

/** What people say of an inventory name: the words before its strength or form ("Insulin glargine"). */
export function spokenMedicineName(name: string): string {
  return (name.split(/[\d(]/)[0] ?? '').trim().replace(/\s+/g, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Finds the given names and the common ones, case-insensitively, longest name first. */
export function createMedicineFinder(extraNames: readonly string[] = []): MedicineFinder {
  const displayByKey = new Map<string, string>();
  for (const name of [...extraNames, ...COMMON_MEDICINES]) {
    const spoken = spokenMedicineName(name);
    const key = spoken.toLowerCase();
    if (key.length >= 3 && !displayByKey.has(key)) displayByKey.set(key, spoken);
  }
  const keys = [...displayByKey.keys()].sort((a, b) => b.length - a.length);
  const pattern = `(?:${keys.map(escapeRegExp).join('|')})`;
  const matcher = new RegExp(`(?<![\\w-])${pattern}(?![\\w-])`, 'g');
  return {
    pattern,
    find(matchText) {
      return [...matchText.matchAll(matcher)].map((match) => ({
        name: displayByKey.get(match[0]) ?? match[0],
        start: match.index,
        end: match.index + match[0].length,
      }));
    },
  };
}
