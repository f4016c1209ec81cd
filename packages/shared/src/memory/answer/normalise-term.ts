import { stemWord } from './stem-word';
import { STOP_WORDS } from './stop-words';

// Past forms a suffix stripper cannot reach, mapped to the present.
const IRREGULAR_VERBS: Readonly<Record<string, string>> = {
  ate: 'eat',
  bought: 'buy',
  brought: 'bring',
  came: 'come',
  drank: 'drink',
  drove: 'drive',
  fed: 'feed',
  fell: 'fall',
  felt: 'feel',
  forgot: 'forget',
  forgotten: 'forget',
  found: 'find',
  gave: 'give',
  given: 'give',
  went: 'go',
  gone: 'go',
  heard: 'hear',
  hid: 'hide',
  hidden: 'hide',
  kept: 'keep',
  left: 'leave',
  lost: 'lose',
  made: 'make',
  met: 'meet',
  paid: 'pay',
  rang: 'ring',
  said: 'say',
  sang: 'sing',
  sat: 'sit',
  saw: 'see',
  seen: 'see',
  slept: 'sleep',
  spoke: 'speak',
  stood: 'stand',
  took: 'take',
  taken: 'take',
  taught: 'teach',
  thought: 'think',
  told: 'tell',
  wore: 'wear',
  woke: 'wake',
  wrote: 'write',
  written: 'write',
};

// Words a person uses for the same thing; each group is indexed and searched as its first word.
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['medicine', 'medication', 'meds', 'pill', 'tablet', 'capsule', 'drug'],
  ['doctor', 'dr', 'gp', 'physician'],
  ['visit', 'visitor', 'come', 'arrive', 'popped'],
  ['phone', 'telephone', 'mobile', 'call', 'ring'],
  ['spectacles', 'specs'],
  ['flower', 'tulip', 'rose', 'daffodil', 'bouquet'],
  ['chemist', 'pharmacy', 'pharmacist'],
  ['purse', 'wallet'],
  ['shop', 'shopping', 'supermarket'],
  ['stick', 'cane'],
  ['physio', 'physiotherapist', 'physiotherapy'],
  ['dinner', 'supper'],
  ['film', 'movie', 'tv', 'television', 'telly'],
  ['feel', 'feeling', 'mood'],
  ['vaccine', 'vaccination', 'jab', 'booster', 'injection', 'immunisation', 'immunization'],
  ['thin', 'thinner', 'thinning'],
  ['toilet', 'loo', 'lavatory', 'bathroom'],
  ['sofa', 'settee', 'couch'],
  ['pain', 'ache', 'aching', 'sore', 'hurt', 'hurting'],
  ['nap', 'snooze'],
  ['sugar', 'diabetes', 'diabetic', 'glucose'],
  ['memory', 'dementia', 'alzheimer', 'alzheimers'],
  ['breath', 'breathing', 'breathe', 'breathless'],
  ['grandchild', 'grandchildren', 'grandkids'],
  ['fridge', 'refrigerator'],
  ['teeth', 'denture', 'dentures'],
  ['cry', 'cried', 'crying', 'tears', 'tearful', 'weep', 'wept'],
];

// Words whose stem would meet another word's: "glasses" are spectacles, while "glass" stays a glass.
const WORD_SENSES: Readonly<Record<string, string>> = { glasses: 'spectacles' };

/** Every word the tables above know, for spelling correction (correct-spelling.ts). */
export const KNOWN_WORDS: readonly string[] = [
  ...Object.keys(IRREGULAR_VERBS),
  ...Object.keys(WORD_SENSES),
  ...SYNONYM_GROUPS.flat(),
];

const SYNONYMS: ReadonlyMap<string, string> = new Map(
  SYNONYM_GROUPS.flatMap((group) => {
    const key = baseStem(group[0] ?? '');
    return group.map((word) => [baseStem(word), key] as const);
  }),
);

function baseStem(word: string): string {
  return stemWord(IRREGULAR_VERBS[word] ?? word);
}

/**
 * The index key of one token, for memories and questions alike (MiniSearch's processTerm): lower case, stop words
 * and lone letters dropped, irregular verbs to the present, a light stem, then synonyms to one key.
 */
export function normaliseTerm(token: string): string | null {
  const word = token.toLowerCase().replace(/['’]s$/, '');
  if (word.length === 0 || STOP_WORDS.has(word)) return null;
  if (word.length === 1 && !/\d/.test(word)) return null;
  const stem = baseStem(WORD_SENSES[word] ?? word);
  if (STOP_WORDS.has(stem)) return null;
  return SYNONYMS.get(stem) ?? stem;
}
