import { normaliseTerm } from './normalise-term';

/** A word of a text and where it starts. */
export interface Token {
  word: string;
  index: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’]\p{L}+)?/gu;

// Idioms whose first word would be read as another: "fell asleep" is sleeping, not a fall.
const IDIOMS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  fell: { asleep: 'slept' },
  falling: { asleep: 'sleeping' },
  fall: { asleep: 'sleep' },
  nodded: { off: 'slept' },
  dozed: { off: 'slept' },
};

/**
 * The words of a text (letters and digits; "shepherd's" stays one word, "check-up" is two), the first word of an
 * idiom read as what it means ("fell asleep" as "slept asleep").
 */
export function tokenize(text: string): Token[] {
  const tokens = [...text.matchAll(WORD)].map((match) => ({ word: match[0], index: match.index }));
  return tokens.map((token, position) => {
    const meaning = IDIOMS[token.word.toLowerCase()]?.[tokens[position + 1]?.word.toLowerCase() ?? ''];
    return meaning ? { word: meaning, index: token.index } : token;
  });
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
