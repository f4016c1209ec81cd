import { FUZZY_FRACTION, PREFIX_MIN_LENGTH } from './constants';
import { editDistance } from './edit-distance';
import { normaliseTerm } from './normalise-term';
import type { Sentence } from './split-sentences';
import { tokenize } from './tokenize';

export interface SentenceMatch {
  sentence: Sentence;
  /** Sum of the weights of the question's words found in the sentence. */
  weight: number;
  /** Offset in the sentence just after the last question word found (as asked if any is, else fuzzily), or 0. */
  anchor: number;
  /** The question's index keys found in the sentence. */
  found: ReadonlySet<string>;
}

/** How well one sentence matches the question's index keys, with the same fuzzy and prefix rules as the search. */
export function matchSentence(
  sentence: Sentence,
  terms: readonly string[],
  weightOf: (term: string) => number,
): SentenceMatch {
  const found = new Set<string>();
  let exactAnchor = 0;
  let nearAnchor = 0;
  for (const token of tokenize(sentence.text)) {
    const key = normaliseTerm(token.word);
    if (!key) continue;
    // An exact match first: "asleep" is the question's "asleep", not a typo of its "sleep".
    const isExact = terms.includes(key);
    const term = isExact ? key : terms.find((candidate) => isSameTerm(candidate, key));
    if (term === undefined) continue;
    found.add(term);
    if (isExact) exactAnchor = token.index + token.word.length;
    else nearAnchor = token.index + token.word.length;
  }
  // The anchor follows the words told as asked: "seeds … in a jam jar … in the shed" is anchored at "seeds", not
  // at "shed", one letter from it.
  const anchor = exactAnchor > 0 ? exactAnchor : nearAnchor;
  let weight = 0;
  for (const term of found) weight += weightOf(term);
  return { sentence, weight, anchor, found };
}

function isSameTerm(queryTerm: string, key: string): boolean {
  if (queryTerm === key) return true;
  if (queryTerm.length >= PREFIX_MIN_LENGTH && key.startsWith(queryTerm)) return true;
  const allowed = Math.round(queryTerm.length * FUZZY_FRACTION);
  return (
    allowed > 0 &&
    Math.abs(queryTerm.length - key.length) <= allowed &&
    editDistance(queryTerm, key) <= allowed
  );
}
