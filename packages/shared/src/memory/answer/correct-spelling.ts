import { editDistance } from './edit-distance';
import { BUILT_IN_MEDICINE_NAMES } from './medicine-names';
import { KNOWN_WORDS, normaliseTerm } from './normalise-term';
import { tokenize } from './tokenize';

const DOMAIN_WORDS: readonly string[] = [
  ...new Set([...KNOWN_WORDS, ...BUILT_IN_MEDICINE_NAMES.filter((name) => /^\p{L}+$/u.test(name))]),
];
/** Shorter words are too often one typo from another real word ("tea", "pea"). */
const MIN_LENGTH = 4;

/**
 * A question's words that no memory holds, put right when one typo (a swap of neighbours included) away from a
 * word the engine knows ("glases" -> "glasses", "donepezel" -> "donepezil") or from a word the person has told
 * ("kyes" -> "keys"). Words the caller knows (told, or asking for a kind of answer like "dose") stay. MiniSearch's fuzzy matching counts a swap as two edits, and
 * cannot tell "glases" from "glass".
 */
export function correctSpelling(
  text: string,
  isKnownTerm: (term: string) => boolean,
  toldWords: Iterable<string> = [],
): string {
  let corrected = text;
  let told: string[] | null = null;
  for (const token of tokenize(text).reverse()) {
    const word = token.word.toLowerCase();
    // An idiom read as its meaning ("fell asleep") is no typo.
    if (text.slice(token.index, token.index + token.word.length) !== token.word) continue;
    if (word.length < MIN_LENGTH || DOMAIN_WORDS.includes(word)) continue;
    const term = normaliseTerm(word);
    if (!term || isKnownTerm(term)) continue;
    told ??= [...toldWords];
    const isFix = (known: string): boolean => isOneTypo(word, known) && normaliseTerm(known) !== term;
    const fix = DOMAIN_WORDS.find(isFix) ?? told.find(isFix);
    if (fix)
      corrected = corrected.slice(0, token.index) + fix + corrected.slice(token.index + token.word.length);
  }
  return corrected;
}

/** One edit away, keeping the first letter (people rarely mistype it; "dose" is not a typo of "rose"). */
function isOneTypo(word: string, known: string): boolean {
  return known[0] === word[0] && Math.abs(known.length - word.length) <= 1 && editDistance(known, word) === 1;
}
