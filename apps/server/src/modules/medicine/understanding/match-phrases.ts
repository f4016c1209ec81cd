import type { CompiledPhrase, PhraseElement, PhraseIndex } from './compile-phrases';
import type { FuzzyLookup } from './fuzzy-lookup';
import { stemWord } from './stem';
import type { Token } from './tokenize';

export interface PhraseMatch<T> {
  value: T;
  phrase: string;
  /** First and last token (inclusive) of the match. */
  first: number;
  last: number;
  /** Tokens skipped by a "*" gap: inside the span but not part of the phrase. */
  gapTokens: readonly number[];
  /** True when at least one word was matched only after spelling correction. */
  isFuzzy: boolean;
  wordCount: number;
  /** Words matched letter for letter rather than by stem or correction; breaks ties between equal lengths. */
  exactWords: number;
}

export interface MatchOptions {
  /** Spelling correction for words the index does not know; without it only exact stems match. */
  fuzzy?: FuzzyLookup;
}

/** A gap ("*") skips at most this many words. */
export const MAX_GAP = 2;

// Words a gap may skip: possessives, pronouns, forms of "be"/"have"/"feel"/"look", intensifiers and sides of the body.
// Keeping gaps to this list stops "back * hurt" from reaching across "my headache came back and it hurts".
const GAP_FILLERS: ReadonlySet<string> = new Set(
  `my his her their our your the a an its this that these those i he she it we they you is are was were be
  been am has have had feel feels felt feeling really so very quite pretty extremely absolutely totally
  completely all still always constantly kind sort of bit little lower upper left right both whole entire
  starting started to keeps kept keep getting got gets slightly badly terribly now also too literally just
  not do does did will up look looks looked seems seem`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

// Symptom adjectives people stack before one noun ("itchy watery eyes", "itchy, watery eyes", "stiff sore
// neck"). A gap may skip them too, even after a comma, since the comma only separates the adjectives.
const STACKED_ADJECTIVES: ReadonlySet<string> = new Set(
  `itchy watery red sore stiff runny stuffy dry swollen puffy irritated scratchy painful aching achy tender
  tight blocked bloodshot burning teary`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

function canSkip(token: Token | undefined): boolean {
  if (!token) return false;
  if (STACKED_ADJECTIVES.has(token.word)) return token.breakBefore !== 'sentence';
  return token.breakBefore === 'none' && GAP_FILLERS.has(token.word);
}

/** Finds every phrase of the index in the tokens, then keeps the longest where matches overlap. */
export function matchPhrases<T>(
  tokens: readonly Token[],
  index: PhraseIndex<T>,
  options: MatchOptions = {},
): PhraseMatch<T>[] {
  return selectLongest(findAllMatches(tokens, index, options));
}

/** Every full match at every position, overlapping ones included. */
export function findAllMatches<T>(
  tokens: readonly Token[],
  index: PhraseIndex<T>,
  options: MatchOptions = {},
): PhraseMatch<T>[] {
  const corrections = correctionsOf(tokens, index, options.fuzzy);
  const matches: PhraseMatch<T>[] = [];
  for (let start = 0; start < tokens.length; start++) {
    const token = tokens[start];
    if (!token) continue;
    for (const phrase of index.byFirstStem.get(token.stem) ?? []) {
      const match =
        canContinue(phrase, start, tokens, corrections) && matchAt(phrase, start, tokens, corrections);
      if (match) matches.push(match);
    }
    for (const stem of corrections(start)) {
      for (const phrase of index.byFirstStem.get(stem) ?? []) {
        const match =
          canContinue(phrase, start, tokens, corrections) && matchAt(phrase, start, tokens, corrections);
        if (match) matches.push({ ...match, isFuzzy: true });
      }
    }
  }
  return matches;
}

type Corrections = (position: number) => ReadonlySet<string>;

const NONE: ReadonlySet<string> = new Set();

/**
 * Per token, the stems of the lexicon words it may be a misspelling of. Only words the index does not know are
 * looked up, and never a capitalised name inside a sentence ("Sydney" is not "kidney").
 */
function correctionsOf<T>(tokens: readonly Token[], index: PhraseIndex<T>, fuzzy?: FuzzyLookup): Corrections {
  if (!fuzzy) return () => NONE;
  const memo = new Map<number, ReadonlySet<string>>();
  return (position) => {
    const known = memo.get(position);
    if (known) return known;
    const token = tokens[position];
    let result = NONE;
    const isName = token?.isTitleCase === true && tokens[position - 1]?.sentence === token.sentence;
    if (token && !index.stems.has(token.stem) && !isName) {
      const words = fuzzy(token.word);
      if (words.length > 0) result = new Set(words.map(stemWord).filter((stem) => stem !== token.stem));
    }
    memo.set(position, result);
    return result;
  };
}

/** A cheap look at the second word before the full walk: most phrases fail there. */
function canContinue<T>(
  phrase: CompiledPhrase<T>,
  start: number,
  tokens: readonly Token[],
  corrections: Corrections,
): boolean {
  const second = phrase.elements[1];
  if (second?.kind !== 'word') return true;
  const next = tokens[start + 1];
  if (next?.breakBefore !== 'none') return false;
  if (second.isLiteral) return next.word === second.word;
  return next.stem === second.stem || corrections(start + 1).has(second.stem);
}

function matchAt<T>(
  phrase: CompiledPhrase<T>,
  start: number,
  tokens: readonly Token[],
  corrections: Corrections,
): PhraseMatch<T> | undefined {
  const walk: Walk = {
    elements: phrase.elements,
    start,
    tokens,
    corrections,
    gapTokens: [],
    isFuzzy: false,
    exactWords: 0,
  };
  const last = walkFrom(walk, 0, start);
  if (last < 0) return undefined;
  return {
    value: phrase.value,
    phrase: phrase.text,
    first: start,
    last,
    gapTokens: walk.gapTokens,
    isFuzzy: walk.isFuzzy,
    wordCount: phrase.wordCount,
    exactWords: walk.exactWords,
  };
}

interface Walk {
  elements: readonly PhraseElement[];
  start: number;
  tokens: readonly Token[];
  corrections: Corrections;
  gapTokens: number[];
  isFuzzy: boolean;
  exactWords: number;
}

/** Depth-first over the phrase's elements; a gap tries the shortest skip first. Returns the last token or -1. */
function walkFrom(walk: Walk, element: number, position: number): number {
  const current = walk.elements[element];
  if (!current) return position - 1;
  const token = walk.tokens[position];
  if (!token) return -1;
  if (current.kind === 'word') {
    if (position > walk.start && token.breakBefore !== 'none') return -1;
    if (current.isLiteral && token.word !== current.word) return -1;
    const isExact = token.stem === current.stem;
    if (!isExact && !walk.corrections(position).has(current.stem)) return -1;
    const last = walkFrom(walk, element + 1, position + 1);
    if (last >= 0) {
      if (!isExact || token.isRespelled) walk.isFuzzy = true;
      if (token.word === current.word) walk.exactWords++;
    }
    return last;
  }
  for (let skip = 0; skip <= MAX_GAP; skip++) {
    if (skip > 0) {
      if (!canSkip(walk.tokens[position + skip - 1])) return -1;
    }
    const last = walkFrom(walk, element + 1, position + skip);
    if (last >= 0) {
      for (let k = 0; k < skip; k++) walk.gapTokens.push(position + k);
      return last;
    }
  }
  return -1;
}

/**
 * Longest match wins: more phrase words first, then more letter-exact words, exact before corrected, then the
 * tighter span, then the one ending later (English puts the head noun last: in "bad cold sore" the sore wins). Two overlapping matches are both kept only when the same words were
 * listed under two meanings, or when one sits in the other's gap and shares only its last word ("itchy
 * watery eyes" holds both "itchy * eyes" and "watery eyes").
 */
export function selectLongest<T>(matches: readonly PhraseMatch<T>[]): PhraseMatch<T>[] {
  const ranked = [...matches].sort(
    (a, b) =>
      b.wordCount - a.wordCount ||
      b.exactWords - a.exactWords ||
      Number(a.isFuzzy) - Number(b.isFuzzy) ||
      a.last - a.first - (b.last - b.first) ||
      b.last - a.last,
  );
  const accepted: PhraseMatch<T>[] = [];
  for (const candidate of ranked) {
    if (accepted.every((kept) => canCoexist(kept, candidate))) accepted.push(candidate);
  }
  return accepted.sort((a, b) => a.first - b.first || a.last - b.last);
}

function canCoexist<T>(a: PhraseMatch<T>, b: PhraseMatch<T>): boolean {
  if (a.last < b.first || b.last < a.first) return true;
  if (a.first === b.first && a.last === b.last) return a.phrase === b.phrase && a.value !== b.value;
  return sharesOnlyHead(a, b) || sharesOnlyHead(b, a);
}

/** True when inner starts in outer's gap and overlaps outer's own words only at outer's last word. */
function sharesOnlyHead<T>(outer: PhraseMatch<T>, inner: PhraseMatch<T>): boolean {
  if (!outer.gapTokens.includes(inner.first) || inner.last !== outer.last) return false;
  for (let position = inner.first; position < inner.last; position++) {
    if (!outer.gapTokens.includes(position)) return false;
  }
  return true;
}
