import { tokenize } from './tokenize';

/**
 * One element of a compiled phrase: a word (compared by stem, or letter for letter when written "=word") or a
 * gap of up to MAX_GAP filler words.
 */
export type PhraseElement =
  | { kind: 'word'; word: string; stem: string; isLiteral: boolean }
  | { kind: 'gap' };

export interface CompiledPhrase<T> {
  /** What the phrase means, e.g. { kind: 'symptom', key: 'headache' }. */
  value: T;
  text: string;
  elements: readonly PhraseElement[];
  /** Number of word elements (gaps excluded): the length that "longest match wins" compares. */
  wordCount: number;
}

export interface PhraseIndex<T> {
  /** Phrases by the stem of their first word: a text token is only compared with phrases that can start there. */
  byFirstStem: ReadonlyMap<string, readonly CompiledPhrase<T>[]>;
  /** Every stem used in any phrase: a token whose stem is here is a known word and is not spelling-corrected. */
  stems: ReadonlySet<string>;
  /** Every word used in any phrase: the targets of spelling correction. */
  words: ReadonlySet<string>;
}

export const GAP = '*';
/** Marks a word that must match as written: "=cutting myself" is self-harm, "I cut myself shaving" is not. */
export const LITERAL = '=';

/** Compiles phrases once, through the same tokenizer as the text, so both sides are normalised alike. */
export function compilePhrases<T>(
  sources: Iterable<{ value: T; phrases: readonly string[] }>,
): PhraseIndex<T> {
  const byFirstStem = new Map<string, CompiledPhrase<T>[]>();
  const stems = new Set<string>();
  const words = new Set<string>();
  const seen = new Set<string>();
  for (const { value, phrases } of sources) {
    for (const text of phrases) {
      const elements = compileOne(text);
      const first = elements[0];
      if (first?.kind !== 'word' || elements[elements.length - 1]?.kind !== 'word') {
        throw new Error(`Phrase "${text}" must start and end with a word`);
      }
      // Every spelling is a correction target, even when its stem repeats another phrase ("bloated").
      for (const element of elements) {
        if (element.kind === 'word') {
          stems.add(element.stem);
          words.add(element.word);
        }
      }
      // The same words under the same value twice (painPhrases overlap) would only duplicate matches.
      const signature = `${JSON.stringify(value)}|${elements.map((e) => (e.kind === 'word' ? e.word : GAP)).join(' ')}`;
      if (seen.has(signature)) continue;
      seen.add(signature);
      const wordCount = elements.filter((element) => element.kind === 'word').length;
      const list = byFirstStem.get(first.stem) ?? [];
      list.push({ value, text, elements, wordCount });
      byFirstStem.set(first.stem, list);
    }
  }
  // Longer phrases first, so the first full match found at a position is already the longest one there.
  for (const list of byFirstStem.values()) list.sort((a, b) => b.wordCount - a.wordCount);
  return { byFirstStem, stems, words };
}

function compileOne(text: string): PhraseElement[] {
  const elements: PhraseElement[] = [];
  for (const part of text.split(' ')) {
    if (part === GAP) {
      elements.push({ kind: 'gap' });
      continue;
    }
    const isLiteral = part.startsWith(LITERAL);
    for (const token of tokenize(isLiteral ? part.slice(LITERAL.length) : part).tokens) {
      elements.push({ kind: 'word', word: token.word, stem: token.stem, isLiteral });
    }
  }
  return elements;
}
