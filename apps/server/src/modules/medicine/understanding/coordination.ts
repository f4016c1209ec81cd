import type { PhraseIndex } from './compile-phrases';
import { findAllMatches, type MatchOptions, type PhraseMatch } from './match-phrases';
import { overlapsWords } from './span';
import type { Token } from './tokenize';

// Two findings that share their words through "and"/"or": "my head and back hurt" (one predicate, two body
// parts) and "my eyes are red and itchy" (one body part, two predicates). The matcher sees only the finding next
// to the shared words ("back hurt", "eyes are red"); here the other one is matched as if the shared words were
// written out for it too ("head hurt", "eyes are itchy"). Its span covers both, with the words between as gap,
// so a negation inside ("my head and back do not hurt") reaches both.

const CONJUNCTIONS: ReadonlySet<string> = new Set(['and', 'or']);

/** Whether a word position is already part of one of the matches. */
export function coveredBy<T>(matches: readonly PhraseMatch<T>[]): (position: number) => boolean {
  return (position) =>
    matches.some((match) => overlapsWords(match, { first: position, last: position, gapTokens: [] }));
}

/** Findings implied by coordination, to add to the matches of the same index. */
export function findCoordinated<T>(
  tokens: readonly Token[],
  matches: readonly PhraseMatch<T>[],
  index: PhraseIndex<T>,
  options: MatchOptions = {},
): PhraseMatch<T>[] {
  const isCovered = coveredBy(matches);
  const isNew = (match: PhraseMatch<T>, from: PhraseMatch<T>) =>
    JSON.stringify(match.value) !== JSON.stringify(from.value);
  const found: PhraseMatch<T>[] = [];
  for (const match of matches) {
    for (const shared of sharedTail(tokens, match, index, options, isCovered))
      if (isNew(shared, match)) found.push(shared);
    const head = sharedHead(tokens, match, index, options, isCovered);
    if (head && isNew(head, match)) found.push(head);
  }
  return found;
}

/** "head and back hurt", "head, neck and back hurt": each earlier word with the finding's words after its first. */
function sharedTail<T>(
  tokens: readonly Token[],
  match: PhraseMatch<T>,
  index: PhraseIndex<T>,
  options: MatchOptions,
  isCovered: (position: number) => boolean,
): PhraseMatch<T>[] {
  const p = match.first;
  const conjunction = tokens[p - 1];
  if (!conjunction || !CONJUNCTIONS.has(conjunction.word) || tokens[p]?.breakBefore !== 'none') return [];
  const found: PhraseMatch<T>[] = [];
  let x = p - 2;
  let breakAfterX = conjunction.breakBefore;
  while (x >= 0 && breakAfterX !== 'sentence' && !isCovered(x)) {
    const xToken = tokens[x];
    if (!xToken) break;
    const virtual = [xToken, ...tokens.slice(p + 1, match.last + 1)];
    const best = longestFromStart(virtual, index, options, 1);
    if (!best) break;
    const toReal = (k: number) => (k === 0 ? x : p + k);
    const gap = new Set<number>(best.gapTokens.map(toReal));
    for (let position = x + 1; position <= p; position++) gap.add(position);
    found.push({ ...best, first: x, last: toReal(best.last), gapTokens: [...gap].sort((a, b) => a - b) });
    // "head, neck and back": a comma before x continues the list.
    breakAfterX = xToken.breakBefore;
    if (breakAfterX !== 'clause') break;
    x--;
  }
  return found;
}

/** "eyes are red and itchy": the finding's words before its last, then the word after the conjunction. */
function sharedHead<T>(
  tokens: readonly Token[],
  match: PhraseMatch<T>,
  index: PhraseIndex<T>,
  options: MatchOptions,
  isCovered: (position: number) => boolean,
): PhraseMatch<T> | undefined {
  const q = match.last;
  const conjunction = tokens[q + 1];
  const y = tokens[q + 2];
  if (!conjunction || !y || !CONJUNCTIONS.has(conjunction.word) || conjunction.breakBefore === 'sentence')
    return undefined;
  if (y.breakBefore !== 'none' || isCovered(q + 2) || match.first === q) return undefined;
  const virtual = [...tokens.slice(match.first, q), y];
  const best = longestFromStart(virtual, index, options, virtual.length - 1);
  if (!best || best.last !== virtual.length - 1) return undefined;
  const toReal = (k: number) => (k === virtual.length - 1 ? q + 2 : match.first + k);
  const gap = new Set<number>([...best.gapTokens.map(toReal), q, q + 1]);
  return { ...best, first: match.first, last: q + 2, gapTokens: [...gap].sort((a, b) => a - b) };
}

/** The longest match starting at the first token and reaching at least `minLast`. */
export function longestFromStart<T>(
  tokens: readonly Token[],
  index: PhraseIndex<T>,
  options: MatchOptions,
  minLast: number,
): PhraseMatch<T> | undefined {
  const candidates = findAllMatches(tokens, index, options).filter(
    (match) => match.first === 0 && match.last >= minLast,
  );
  candidates.sort((a, b) => b.wordCount - a.wordCount || Number(a.isFuzzy) - Number(b.isFuzzy));
  return candidates[0];
}
