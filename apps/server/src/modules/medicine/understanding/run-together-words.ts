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

/** The words a run-together word stands for, or undefined when it is not one. */
export function splitRunTogether(word: string): readonly string[] | undefined {
  return SPLITS.get(word);
}
