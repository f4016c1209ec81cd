// A NegEx-style reading of the few words before a cue (Chapman et al. 2001): "I didn't fall" is not a fall,
// "in case she falls" is not one yet. The scope stops at a clause boundary, so "no dizziness but I fell"
// still reports the fall.

/** How many words before a cue NegEx looks at. */
export const NEGATION_WINDOW_WORDS = 5;

// Sentence marks, the termination terms of NegEx, and a comma or "and" that starts a new subject.
const CLAUSE_BOUNDARY =
  /[.!?;:\n]|\b(?:but|however|although|though|yet|except|because|whereas|then)\b|,\s*(?=(?:and\s+)?(?:i|i'm|i've|he|she|we|they|it|my|his|her|mum|dad|there|now|today|yesterday)\b)|\band\s+(?=(?:i|he|she|we|they|my|his|her|it|there)\b)/g;

// Phrases that contain a negation word without negating what follows ("she's no longer eating").
const PSEUDO_NEGATION = /\b(?:no longer|not only|no doubt|no wonder|not just)\b/g;

const NEGATION_WORDS: ReadonlySet<string> = new Set([
  'no',
  'not',
  'never',
  'without',
  'nor',
  'neither',
  'none',
  'cannot',
  'deny',
  'denies',
  'denied',
  // Contractions typed without the apostrophe.
  'dont',
  'didnt',
  'doesnt',
  'cant',
  'wont',
  'isnt',
  'wasnt',
  'hasnt',
  'havent',
  'hadnt',
  'couldnt',
  'wouldnt',
  'shouldnt',
  'arent',
  'werent',
]);

// Words that put a cue in a possible future or a fear rather than the past ("afraid she might fall"); "in case"
// is checked as a pair.
const HYPOTHETICAL_WORDS: ReadonlySet<string> = new Set([
  'if',
  'unless',
  'might',
  'afraid',
  'worried',
  'worry',
  'worries',
  'scared',
  'fear',
  'frightened',
  'risk',
  'avoid',
  'prevent',
  'whether',
  'careful',
  'lest',
]);

export interface CueContext {
  isNegated: boolean;
  isHypothetical: boolean;
}

function clauseStartBefore(matchText: string, position: number): number {
  let start = 0;
  for (const boundary of matchText.slice(0, position).matchAll(CLAUSE_BOUNDARY)) {
    start = boundary.index + boundary[0].length;
  }
  return start;
}

/**
 * Whether a cue starting at `position` of `matchText` (lower-case) is negated or hypothetical, from up to
 * `windowWords` words before it in the same clause. "Might have" reads as something that may have happened.
 */
export function readCueContext(
  matchText: string,
  position: number,
  windowWords: number = NEGATION_WINDOW_WORDS,
): CueContext {
  const clause = matchText
    .slice(clauseStartBefore(matchText, position), position)
    .replace(PSEUDO_NEGATION, ' ');
  const words = (clause.match(/[a-z0-9']+/g) ?? []).slice(-windowWords);
  const isNegated = words.some((word) => NEGATION_WORDS.has(word) || word.endsWith("n't"));
  const isHypothetical = words.some((word, index) =>
    word === 'case'
      ? words[index - 1] === 'in'
      : HYPOTHETICAL_WORDS.has(word) && !(word === 'might' && words[index + 1] === 'have'),
  );
  return { isNegated, isHypothetical };
}
