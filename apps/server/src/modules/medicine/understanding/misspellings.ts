// Misspellings people type that spelling correction cannot reach: words under five letters ("eys", "noes") are
// never corrected, and sound-alike spellings ("cofing", "hedake", "throte") are further than the allowed
// edits. Each is replaced by the word it stands for before matching, and a phrase using one counts as
// spelling-corrected (confidence.ts), like any other corrected word.
const RESPELLINGS: ReadonlyMap<string, string> = new Map([
  ['soar', 'sore'],
  ['throte', 'throat'],
  ['thorat', 'throat'],
  ['noes', 'nose'],
  ['eys', 'eyes'],
  ['eyse', 'eyes'],
  ['coff', 'cough'],
  ['coffs', 'coughs'],
  ['cofing', 'coughing'],
  ['coffing', 'coughing'],
  ['dizy', 'dizzy'],
  ['hedake', 'headache'],
  ['hedakes', 'headaches'],
  // Not symptom words, but the fillers between a body part and its complaint ("rash that's realy itchy").
  ['realy', 'really'],
  ['relly', 'really'],
]);

/** The word a known misspelling stands for, or undefined. */
export function respell(word: string): string | undefined {
  return RESPELLINGS.get(word);
}
