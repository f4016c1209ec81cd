import { compilePhrases } from './compile-phrases';
import { lazy } from './lazy';
import { matchPhrases, type PhraseMatch } from './match-phrases';
import { overlaps, overlapsWords, type Span } from './span';
import type { Token } from './tokenize';

// NegEx (Chapman et al. 2001, "A simple algorithm for identifying negated findings and diseases in discharge
// summaries", J Biomed Inform 34:301-310): a finding is negated when a pre-negation trigger stands before it,
// or a post-negation trigger after it, within a window of words that a termination term or the end of the
// sentence cuts short. Pseudo-negation triggers look like negations but are not ("no change", "not only"); they
// are matched with the triggers, so the longest phrase wins and the "no" inside "no change" never fires.
// Triggers are matched after contractions are expanded, so "doesn't", "don't" and "cannot" all end in "not".

export const PRE_NEGATION: readonly string[] = [
  'no',
  'not',
  'never',
  'nor',
  'neither',
  'without',
  'deny',
  'denies',
  'denied',
  'denying',
  'free of',
  'negative for',
  'no sign of',
  'no signs of',
  'no evidence of',
  'absence of',
  'rules out',
  'ruled out',
  'rule out',
  'does not have',
  'do not have',
  'have not had',
  'has not had',
  'no longer',
  'no more',
  'none of',
];

export const POST_NEGATION: readonly string[] = [
  'is gone',
  'are gone',
  'has gone',
  'have gone',
  'all gone',
  'gone',
  'went away',
  'gone away',
  'has resolved',
  'have resolved',
  'resolved',
  'cleared up',
  'has cleared',
  'disappeared',
  'is not a problem',
  'not a problem',
  'not an issue',
  'is over',
  'stopped',
  'has stopped',
  'free',
];

// "without difficulty" is deliberately NOT here although clinical notes use it ("swallows without
// difficulty"): in a person's own words it comes before the finding ("a cough without difficulty breathing"),
// and there it must negate trouble_breathing. The clinical use puts the finding first, where a pre-trigger
// cannot reach it anyway.
export const PSEUDO_NEGATION: readonly string[] = [
  'no increase',
  'no change',
  'no further',
  'not only',
  'not just',
  'not necessarily',
  'not certain if',
  'not certain whether',
  'not sure',
  'not sure if',
  'not sure whether',
  'not know if',
  'not know whether',
  'not know why',
  'no idea',
  'no matter',
  'no relief',
  'gram negative',
  // "Can't stop sneezing", "won't go away", "isn't getting better": the symptom is very much there.
  'not stop',
  'not go away',
  'not going away',
  'not get rid of',
  'not getting better',
  'not improving',
  'not better',
  'not help',
  'not helping',
  'not work',
  'not working',
  'not feel well',
  'not feeling well',
  'not feeling good',
  'not feeling great',
  'not well',
  'not too bad',
  'not that bad',
  'not bad',
  'gone on',
  'went on',
  'gone up',
  'gone down',
];

/** NegEx's window: a trigger reaches the finding only if it starts within this many words (design doc). */
export const NEGATION_SCOPE = 5;

type TriggerKind = 'pre' | 'post' | 'pseudo';

interface Scope {
  tokens: readonly Token[];
  clauseOf: readonly number[];
  /** Index of the finding covering each token, or -1. */
  findingAt: readonly number[];
  isInnerComma: readonly boolean[];
}

const triggerIndex = lazy(() =>
  compilePhrases<TriggerKind>([
    { value: 'pre', phrases: PRE_NEGATION },
    { value: 'post', phrases: POST_NEGATION },
    { value: 'pseudo', phrases: PSEUDO_NEGATION },
  ]),
);

/** For each finding, the trigger that negates it, or undefined. */
export function findNegations(
  tokens: readonly Token[],
  findings: readonly Span[],
  clauseOf: readonly number[],
): (PhraseMatch<TriggerKind> | undefined)[] {
  const triggers = matchPhrases(tokens, triggerIndex());
  // Each token's finding, so that a finding between trigger and target counts as one word of the window
  // ("no fever, chills, body aches or vomiting" keeps all four in reach).
  const findingAt = new Array<number>(tokens.length).fill(-1);
  // A comma inside a finding ("itchy, watery eyes") separates its adjectives, not list items.
  const isInnerComma = new Array<boolean>(tokens.length).fill(false);
  findings.forEach((finding, index) => {
    for (let position = finding.first; position <= finding.last; position++) {
      findingAt[position] = index;
      if (position > finding.first) isInnerComma[position] = true;
    }
  });
  const scope: Scope = { tokens, clauseOf, findingAt, isInnerComma };

  const active = triggers.filter((trigger) => trigger.value !== 'pseudo');
  // A trigger that is part of any finding is a word of that phrase ("can NOT sleep", "NO appetite"), or sits
  // in its gap, where it negates that finding only ("my head does NOT hurt").
  const isFree = active.map((trigger) => !findings.some((finding) => overlaps(finding, trigger)));

  return findings.map((finding) => {
    for (const [t, trigger] of active.entries()) {
      if (trigger.first > finding.first && trigger.last < finding.last && !overlapsWords(finding, trigger)) {
        return trigger;
      }
      if (!isFree[t]) continue;
      if (trigger.value === 'pre' && trigger.last < finding.first) {
        if (isInScope(trigger.last, finding.first, scope)) return trigger;
      }
      if (trigger.value === 'post' && trigger.first > finding.last) {
        if (isInScope(finding.last, trigger.first, scope)) return trigger;
      }
    }
    return undefined;
  });
}

/**
 * True when from and to are in the same clause with fewer than NEGATION_SCOPE words between them. Crossing a
 * comma needs a list: "no fever, chills or aches" is one (closed by "or"), "no fever, no cough, slight
 * headache" is not (each item brings its own "no", so the bare last item is affirmed).
 */
function isInScope(from: number, to: number, scope: Scope): boolean {
  const { tokens, clauseOf, findingAt } = scope;
  if (clauseOf[from] !== clauseOf[to]) return false;
  if (crossesComma(from, to, scope) && !hasListConjunction(from, tokens, clauseOf)) return false;
  let words = 0;
  let position = from + 1;
  while (position < to) {
    const inside = findingAt[position] ?? -1;
    words++;
    if (inside >= 0) {
      // Skip to the end of that finding, but never past the target.
      while (position < to && findingAt[position] === inside) position++;
    } else {
      position++;
    }
    if (words >= NEGATION_SCOPE) return false;
  }
  return true;
}

const LIST_CONJUNCTIONS: ReadonlySet<string> = new Set(['or', 'nor', 'and']);

function crossesComma(from: number, to: number, scope: Scope): boolean {
  for (let position = from + 1; position <= to; position++) {
    if (scope.tokens[position]?.breakBefore === 'clause' && !scope.isInnerComma[position]) return true;
  }
  return false;
}

/** An "or", "nor" or "and" in the clause after `from`: the commas there separate items of one list. */
function hasListConjunction(from: number, tokens: readonly Token[], clauseOf: readonly number[]): boolean {
  for (let position = from + 1; clauseOf[position] === clauseOf[from]; position++) {
    if (LIST_CONJUNCTIONS.has(tokens[position]?.word ?? '')) return true;
  }
  return false;
}
