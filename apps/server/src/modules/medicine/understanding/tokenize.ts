import { expandContraction } from './contractions';
import { respell } from './misspellings';
import { splitRunTogether } from './run-together-words';
import { stemWord } from './stem';

/** What separates a token from the one before it: nothing, a clause mark (comma, dash) or a sentence mark. */
export type BreakBefore = 'none' | 'clause' | 'sentence';

export interface Token {
  /** Lower-case word with contractions expanded ("can't" gives two tokens, "can" and "not"). */
  word: string;
  stem: string;
  /** Character span in the original text; the tokens of one contraction share the span of the whole word. */
  start: number;
  end: number;
  breakBefore: BreakBefore;
  /** Written with a capital first letter and the rest lower case ("Sydney"): a name, unless it opens a sentence. */
  isTitleCase: boolean;
  /** Index of the sentence the token is in; sentences end at . ; ! ? : ( ) and line breaks. */
  sentence: number;
  /** Typed as a known misspelling of this word ("eys" for "eyes"); see misspellings.ts. */
  isRespelled?: true;
}

export interface TokenizedText {
  text: string;
  tokens: readonly Token[];
  /** Sentences that ended with a question mark. */
  questionSentences: ReadonlySet<number>;
}

// Words (letters with inner apostrophes), numbers (one decimal point kept: "38.5" is a temperature, not two
// sentences), sentence marks, clause marks. A hyphen inside a word splits it without a break ("pain-free").
const PIECE =
  /([a-z\u00c0-\u024f]+(?:'[a-z]+)*'?)|(\d+(?:\.\d+)?)|([.;!?:()[\]\n]+)|(,|\u2013|\u2014|\s-\s|\s--\s)/g;

/** Normalises free text (case, curly quotes, contractions) and splits it into tokens with their spans. */
export function tokenize(text: string): TokenizedText {
  const plain = lowerCaseKeepingOffsets(text).replace(/[\u2018\u2019\u02bc`]/g, "'");
  const tokens: Token[] = [];
  const questionSentences = new Set<number>();
  let pending: BreakBefore = 'none';
  let sentence = 0;
  const pieces = [...plain.matchAll(PIECE)];
  for (const [i, match] of pieces.entries()) {
    const [piece, word, numberText, sentenceMark] = match;
    const start = match.index;
    const end = start + piece.length;
    if (word !== undefined || numberText !== undefined) {
      const respelled = word === undefined ? undefined : respell(word);
      const words =
        word === undefined
          ? [piece]
          : (splitRunTogether(word, pieces[i + 1]?.[1]) ??
            (respelled ? [respelled] : expandContraction(word)));
      const isTitleCase = /^[A-Z][^A-Z]*$/.test(text.slice(start, end));
      for (const part of words) {
        if (part.length === 0) continue;
        tokens.push({
          word: part,
          stem: stemWord(part),
          start,
          end,
          breakBefore: pending,
          isTitleCase,
          sentence,
          ...(respelled ? { isRespelled: true as const } : {}),
        });
        pending = 'none';
      }
    } else if (sentenceMark !== undefined) {
      if (sentenceMark.includes('?')) questionSentences.add(sentence);
      // Only a mark after some words closes a sentence; "?!" or a blank line at the start change nothing.
      if (tokens.length > 0 && tokens[tokens.length - 1]?.sentence === sentence) sentence++;
      pending = 'sentence';
    } else if (pending === 'none') {
      pending = 'clause';
    }
  }
  return { text, tokens, questionSentences };
}

/** Lower-cases without moving any character: a letter whose lower case is longer ("İ") is left as it is. */
function lowerCaseKeepingOffsets(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  return text.replace(/[\s\S]/g, (char) => {
    const changed = char.toLowerCase();
    return changed.length === char.length ? changed : char;
  });
}
