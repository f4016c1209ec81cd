// Contractions are expanded so that every way of writing a negation or a verb reaches the matcher as the same
// words: "can't", "cant", "cannot" and "can not" all become "can not", so "not" is one NegEx trigger and
// "can not sleep" is one lexicon phrase. Apostrophe-less forms are included because people type them.
const WHOLE_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ["can't", ['can', 'not']],
  ['cant', ['can', 'not']],
  ['cannot', ['can', 'not']],
  ["won't", ['will', 'not']],
  ['wont', ['will', 'not']],
  ["ain't", ['is', 'not']],
  ['aint', ['is', 'not']],
  ["shan't", ['shall', 'not']],
  ["i'm", ['i', 'am']],
  ['im', ['i', 'am']],
  ['ive', ['i', 'have']],
  ['thats', ['that', 'is']],
  ['theres', ['there', 'is']],
  ['whats', ['what', 'is']],
  ['dont', ['do', 'not']],
  ['doesnt', ['does', 'not']],
  ['didnt', ['did', 'not']],
  ['isnt', ['is', 'not']],
  ['wasnt', ['was', 'not']],
  ['arent', ['are', 'not']],
  ['werent', ['were', 'not']],
  ['havent', ['have', 'not']],
  ['hasnt', ['has', 'not']],
  ['hadnt', ['had', 'not']],
  ['couldnt', ['could', 'not']],
  ['wouldnt', ['would', 'not']],
  ['shouldnt', ['should', 'not']],
]);

// Suffixes after an apostrophe. "'s" is read as "is": in symptom text it is far more often "my throat's sore"
// than a possessive, and a stray "is" after a possessive breaks no phrase we match.
const SUFFIXES: readonly (readonly [string, string])[] = [
  ["n't", 'not'],
  ["'m", 'am'],
  ["'re", 'are'],
  ["'ve", 'have'],
  ["'ll", 'will'],
  ["'d", 'would'],
  ["'s", 'is'],
];

/** Splits one lower-case word (straight apostrophes only) into the words it stands for. */
export function expandContraction(word: string): readonly string[] {
  const whole = WHOLE_WORDS.get(word);
  if (whole) return whole;
  for (const [suffix, expansion] of SUFFIXES) {
    if (word.length > suffix.length && word.endsWith(suffix)) {
      return [word.slice(0, -suffix.length), expansion];
    }
  }
  // A stray apostrophe ("dad'" or "o'clock"): drop it rather than make a token nobody matches.
  return word.includes("'") ? [word.replaceAll("'", '')] : [word];
}
