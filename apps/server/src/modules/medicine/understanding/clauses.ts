import { compilePhrases } from './compile-phrases';
import { lazy } from './lazy';
import { matchPhrases } from './match-phrases';
import { overlaps, type Span } from './span';
import type { Token } from './tokenize';

// Where a NegEx or ConText scope must stop (Chapman et al. 2001; Harkema et al. 2009 call these
// "termination terms"): "no fever BUT a bad cough". Sentence marks end a clause too (handled by the tokenizer).
export const TERMINATORS: readonly string[] = [
  'but',
  'however',
  'although',
  'though',
  'yet',
  'still',
  'except',
  'apart from',
  'aside from',
  'other than',
  'besides',
  'just',
  'only',
  'whereas',
  'instead',
  'now',
  'currently',
  // A reason is a clause of its own: "I can't take ibuprofen BECAUSE of my ulcer" keeps the ulcer.
  'because',
  'due to',
];

// A comma or "and" followed by a new subject starts a new clause: "I don't have a fever, my throat hurts",
// "no headache and my back is fine". A list of bare nouns ("no fever, chills or aches") stays one clause, so a
// single "no" still negates the whole list as NegEx intends.
const SUBJECT_STARTERS: ReadonlySet<string> = new Set([
  'i',
  'my',
  'he',
  'she',
  'it',
  'we',
  'they',
  'his',
  'her',
  'our',
  'their',
  'you',
  'your',
  'the',
  'this',
  'that',
  'there',
]);

// A comma and then a time word starts a new clause too: "back in March I had chest pain, today just a cough".
const TIME_STARTERS: ReadonlySet<string> = new Set(['today', 'tonight', 'yesterday', 'lately', 'recently']);

const terminatorIndex = lazy(() => compilePhrases([{ value: 'terminator', phrases: TERMINATORS }]));

/**
 * Gives every token the number of its clause; scopes of negation, hedges and severity never cross a clause.
 * Terminator words inside a finding ("my skin is STILL itchy") do not count.
 */
export function segmentClauses(tokens: readonly Token[], findings: readonly Span[]): number[] {
  const startsClause = new Array<boolean>(tokens.length).fill(false);
  for (const cue of matchPhrases(tokens, terminatorIndex())) {
    if (!findings.some((finding) => overlaps(cue, finding))) {
      startsClause[cue.first] = true;
    }
  }
  const clauseOf: number[] = [];
  let clause = 0;
  tokens.forEach((token, position) => {
    const next = tokens[position + 1];
    const isNewSubject =
      (token.breakBefore === 'clause' &&
        (SUBJECT_STARTERS.has(token.word) || TIME_STARTERS.has(token.word))) ||
      (token.word === 'and' && next?.breakBefore === 'none' && SUBJECT_STARTERS.has(next.word));
    if (position > 0 && (token.breakBefore === 'sentence' || startsClause[position] || isNewSubject))
      clause++;
    clauseOf.push(clause);
  });
  return clauseOf;
}
