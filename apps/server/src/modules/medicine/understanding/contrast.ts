import type { PhraseIndex } from './compile-phrases';
import { coveredBy, longestFromStart } from './coordination';
import type { MatchOptions, PhraseMatch } from './match-phrases';
import type { Token } from './tokenize';

// A contrast that leaves its subject unsaid: "my skin is not itchy, just very dry", "my throat isn't sore, only
// scratchy", "my head isn't pounding but aching". The words after the contrast are a predicate of the finding
// before it ("skin is ... dry"), so they are matched as if its words were written out again. The implied
// finding covers the predicate word alone: the contrast starts a new clause, so the first finding's "not"
// stays with it.

/** Words that open the contrast: "but", "just", "only", "more", "rather", and "but just" and the like. */
const CONTRAST_WORDS: ReadonlySet<string> = new Set(['but', 'just', 'only', 'more', 'rather', 'mostly']);
/** Grading words between the contrast and the predicate: "just VERY dry", "only A BIT scratchy". */
const GRADING_WORDS: ReadonlySet<string> = new Set(
  'very really so quite pretty extremely super a bit little slightly kind sort of incredibly'.split(' '),
);

/** Findings implied by a contrast after a finding of two or more words, to add to the matches. */
export function findContrasted<T>(
  tokens: readonly Token[],
  matches: readonly PhraseMatch<T>[],
  index: PhraseIndex<T>,
  options: MatchOptions = {},
): PhraseMatch<T>[] {
  const isCovered = coveredBy(matches);
  const found: PhraseMatch<T>[] = [];
  for (const match of matches) {
    if (match.first === match.last) continue;
    const predicate = predicateAfter(tokens, match.last);
    if (predicate === undefined || isCovered(predicate)) continue;
    const head = tokens.slice(match.first, match.last);
    const word = tokens[predicate];
    if (!word) continue;
    const virtual = [...head, word];
    const best = longestFromStart(virtual, index, options, virtual.length - 1);
    if (!best || best.last !== virtual.length - 1) continue;
    found.push({ ...best, first: predicate, last: predicate, gapTokens: [] });
  }
  return found;
}

/** The position of the predicate word after "<finding>, just very <word>", or undefined. */
function predicateAfter(tokens: readonly Token[], last: number): number | undefined {
  let position = last + 1;
  const opening = tokens[position];
  if (!opening || opening.breakBefore === 'sentence' || !CONTRAST_WORDS.has(opening.word)) return undefined;
  position++;
  while (CONTRAST_WORDS.has(tokens[position]?.word ?? '') && tokens[position]?.breakBefore === 'none')
    position++;
  while (GRADING_WORDS.has(tokens[position]?.word ?? '') && tokens[position]?.breakBefore === 'none')
    position++;
  return tokens[position]?.breakBefore === 'none' ? position : undefined;
}
