// Misspellings that join two words into what looks like one. Light stemming would turn "stomache" into
// "stomach" and lose the ache, so they are split before anything else sees them.
const SPLITS: ReadonlyMap<string, readonly string[]> = new Map([
  ['stomache', ['stomach', 'ache']],
  ['stomaches', ['stomach', 'aches']],
  ['stomachache', ['stomach', 'ache']],
  ['stomachaches', ['stomach', 'aches']],
  ['sorethroat', ['sore', 'throat']],
  ['runnynose', ['runny', 'nose']],
]);

// "stomache cramps", "stomache pain": there the word is a misspelled "stomach", and splitting off an "ache"
// would put a second symptom word between the stomach and its pain.
const STOMACH_HEADS: ReadonlySet<string> = new Set([
  'cramps',
  'cramp',
  'cramping',
  'pain',
  'pains',
  'ache',
  'aches',
  'aching',
  'hurts',
  'hurting',
  'bug',
  'upset',
  'ulcer',
  'flu',
]);

/** The words a run-together word stands for (given the word after it), or undefined when it is not one. */
export function splitRunTogether(word: string, next = ''): readonly string[] | undefined {
  if ((word === 'stomache' || word === 'stomaches') && STOMACH_HEADS.has(next)) return ['stomach'];
  return SPLITS.get(word);
}
