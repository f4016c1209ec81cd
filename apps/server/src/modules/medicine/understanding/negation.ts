import { compilePhrases } from './compile-phrases';
import { findDurations } from './duration';
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
  'no improvement',
  'no sign of improvement',
  'not improved',
  'never stop',
  'never go away',
  'never goes away',
  'not know what',
  'not know how',
  'gram negative',
  // "Can't stop sneezing", "won't go away", "isn't getting better": the symptom is very much there.
  'not stop',
  // "Sneezing non stop", "coughing without stopping": the "stop" is not a post-negation "stopped".
  'non stop',
  'without stopping',
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

/**
 * NegEx's window: a trigger reaches the finding only if it starts within this many words (design doc). Words
 * that carry nothing are not counted (SCOPE_FILLERS), and a finding or a stated duration ("over the last few
 * days") counts as one word, so "no sign whatsoever over the last few days of any fever" is still in reach.
 */
export const NEGATION_SCOPE = 5;

const SCOPE_FILLERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'any', 'some', 'of', 'whatsoever']);

type TriggerKind = 'pre' | 'post' | 'pseudo';

interface Scope {
  tokens: readonly Token[];
  clauseOf: readonly number[];
  /** Index of the finding covering each token, or -1. */
  findingAt: readonly number[];
  /** Index of the stated duration covering each token, or -1. */
  durationAt: readonly number[];
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
  const durationAt = new Array<number>(tokens.length).fill(-1);
  findDurations(tokens).forEach((duration, index) => {
    for (let position = duration.first; position <= duration.last; position++) durationAt[position] = index;
  });
  const scope: Scope = { tokens, clauseOf, findingAt, durationAt, isInnerComma };

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
 * comma needs a list closed after it: "no fever, chills or aches" is one (closed by "or"); "no fever, no cough,
 * slight headache" is not (each item brings its own "no", so the bare last item is affirmed), nor is "denies
 * fever or chills, reports a sore throat" (the "or" closed the list before the comma). An aside between commas
 * right after the trigger is skipped: "I haven't had, as far as I can remember, any diarrhea".
 */
function isInScope(from: number, to: number, scope: Scope): boolean {
  const { tokens, clauseOf, findingAt, durationAt } = scope;
  if (clauseOf[from] !== clauseOf[to]) return false;
  const commas = crossedCommas(from, to, scope);
  const aside = asideAfter(from, commas, findingAt);
  const listCommas = aside ? commas.slice(2) : commas;
  const lastComma = listCommas[listCommas.length - 1];
  if (lastComma !== undefined && !hasListConjunction(lastComma, tokens, clauseOf)) return false;
  let words = 0;
  let position = from + 1;
  while (position < to) {
    if (aside && position >= aside.first && position <= aside.last) {
      position = aside.last + 1;
      continue;
    }
    const finding = findingAt[position] ?? -1;
    const duration = durationAt[position] ?? -1;
    if (finding >= 0) {
      // Skip to the end of that finding, but never past the target.
      while (position < to && findingAt[position] === finding) position++;
    } else if (duration >= 0) {
      while (position < to && durationAt[position] === duration) position++;
    } else {
      position++;
      if (SCOPE_FILLERS.has(tokens[position - 1]?.word ?? '')) continue;
    }
    words++;
    if (words >= NEGATION_SCOPE) return false;
  }
  return true;
}

const LIST_CONJUNCTIONS: ReadonlySet<string> = new Set(['or', 'nor', 'and']);

/** Positions of the list commas between from and to (a comma inside a finding separates its adjectives). */
function crossedCommas(from: number, to: number, scope: Scope): number[] {
  const commas: number[] = [];
  for (let position = from + 1; position <= to; position++) {
    if (scope.tokens[position]?.breakBefore === 'clause' && !scope.isInnerComma[position])
      commas.push(position);
  }
  return commas;
}

/** The words between the first two commas, when no finding comes before the second: an aside, not a list item. */
function asideAfter(
  from: number,
  commas: readonly number[],
  findingAt: readonly number[],
): { first: number; last: number } | undefined {
  const [open, close] = commas;
  if (open === undefined || close === undefined) return undefined;
  for (let position = from + 1; position < close; position++)
    if ((findingAt[position] ?? -1) >= 0) return undefined;
  return { first: open, last: close - 1 };
}

/** An "or", "nor" or "and" in the clause from `start` on: the commas before it separate items of one list. */
function hasListConjunction(start: number, tokens: readonly Token[], clauseOf: readonly number[]): boolean {
  for (let position = start; clauseOf[position] === clauseOf[start]; position++) {
    if (LIST_CONJUNCTIONS.has(tokens[position]?.word ?? '')) return true;
  }
  return false;
}
