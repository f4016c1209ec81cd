import { normaliseTerm } from './normalise-term';

/** A word of a text and where it starts. */
export interface Token {
  word: string;
  index: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’]\p{L}+)?/gu;

/** The words of a text (letters and digits; "shepherd's" stays one word, "check-up" is two). */
export function tokenize(text: string): Token[] {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], index: match.index }));
}

/** The distinct index keys of a text, as memories are indexed and questions searched. */
export function termsOf(text: string): string[] {
  const terms = new Set<string>();
  for (const token of tokenize(text)) {
    const term = normaliseTerm(token.word);
    if (term) terms.add(term);
  }
  return [...terms];
}
