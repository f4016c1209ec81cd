import { clausesWithCue, compileCues } from './clause-cues';
import { lazy } from './lazy';
import type { Token } from './tokenize';

// ConText's "historical" status (Harkema et al. 2009): a finding the person had in the past is not a symptom
// to treat now. "I used to get migraines" or "I had hives last year" are reported apart, not as symptoms, and a
// past red flag ("I had a seizure as a child") does not trigger an emergency answer. Conditions are different:
// "a history of ulcers" still counts as context, because it still contraindicates.
export const HISTORICAL_CUES: readonly string[] = [
  'used to',
  'history of',
  'in the past',
  'as a child',
  'as a kid',
  'as a teenager',
  'when i was young',
  'when i was little',
  'when i was a child',
  'when i was a kid',
  'years ago',
  'year ago',
  'last year',
  'previously',
  'childhood',
];

const historicalIndex = lazy(() => compileCues(HISTORICAL_CUES));

// A clause that also says the finding is here now is not past: "chest pain last year and again today".
const PRESENT_CUES: readonly string[] = [
  'again',
  'today',
  'tonight',
  'this morning',
  'right now',
  'since then',
];
const presentIndex = lazy(() => compileCues(PRESENT_CUES));

// A past year or month said as when it happened: "in 2019", "back in 2019", "back in March", "during 2020".
// "Since 2019" is not one: what began then is still going on.
const WHEN_WORDS: ReadonlySet<string> = new Set(['in', 'during']);
const MONTHS: ReadonlySet<string> = new Set(
  'january february march april june july august september october november december'.split(' '),
);
// Between "in" and the year: "in early 2019", "in the summer of 2019".
const DATE_FILLERS: ReadonlySet<string> = new Set(
  'early late mid the summer spring autumn fall winter of'.split(' '),
);

/** The clauses that speak of the past. */
export function findHistoricalClauses(tokens: readonly Token[], clauseOf: readonly number[]): Set<number> {
  const clauses = clausesWithCue(tokens, historicalIndex(), clauseOf);
  tokens.forEach((_, position) => {
    const clause = clauseOf[position];
    if (clause !== undefined && isPastDate(tokens, position)) clauses.add(clause);
  });
  for (const clause of clausesWithCue(tokens, presentIndex(), clauseOf)) clauses.delete(clause);
  return clauses;
}

/** A year ("in 2019") or, after "back in", a month ("back in March"), said as when something happened. */
function isPastDate(tokens: readonly Token[], position: number): boolean {
  const word = tokens[position]?.word ?? '';
  const isYear = /^(19|20)\d\d$/.test(word);
  if (!isYear && !MONTHS.has(word)) return false;
  let before = position - 1;
  while (before >= position - 4 && DATE_FILLERS.has(tokens[before]?.word ?? '')) before--;
  const when = tokens[before]?.word ?? '';
  if (!WHEN_WORDS.has(when)) return false;
  return isYear || (when === 'in' && tokens[before - 1]?.word === 'back');
}
