import { maskSpans, type TextSpan } from './text-span';

const PREPOSITIONS = [
  'down the side of',
  'down the back of',
  'on top of',
  'in front of',
  'at the back of',
  'at the bottom of',
  'next to',
  'close to',
  'underneath',
  'beneath',
  'behind',
  'beside',
  'between',
  'inside',
  'under',
  'into',
  'onto',
  'near',
  'in',
  'on',
  'at',
  'by',
  'to',
];
const PLACE_START = new RegExp(`\\b(?:${PREPOSITIONS.join('|')})\\s+`, 'gi');
// Where someone lives is also told by where they ring or write from: "my sister rang from Toronto".
const PLACE_OR_FROM_START = new RegExp(`\\b(?:${[...PREPOSITIONS, 'from'].join('|')})\\s+`, 'gi');
// Where a place phrase ends: punctuation, a masked time phrase, or a word opening another clause.
const PHRASE_END =
  /[|.,;:!?()]|\s(?:and|but|so|because|when|while|before|after|then|which|where|as|until|if|for|since|though)\b|(?<!next|close)\s+to\b/i;
const FUNCTION_WORDS = new Set(
  'the a an my your his her our their this that these those some its of'.split(' '),
);
const NOT_PLACES =
  /^(?:time|moment|while|morning|afternoon|evening|night|week|weekend|month|year|spring|summer|autumn|winter|future|past|dark|day|days|minute|minutes|hour|hours|end|meantime|fact|case|order|pain|mood|advance|total|general|it|them|him|her|me|you|us|bed time|least|all|once|first|last|after|before|about|with|for|\d.*)$/i;
const MOTION_VERB =
  /\b(?:went|go|goes|going|walked|walk|drove|drive|driven|came|come|travelled|moved|got|get|taken|took|trip|outing|journey|excursion)\b/i;
// After "to", a destination opens with one of these or a capital ("to the park", "to church", "to Leeds"), not a
// verb ("came to check").
const DESTINATION_START =
  /^(?:the|a|an|my|his|her|our|their|church|chapel|mass|school|town|bed|work|hospital|market|[A-Z])/;
const MAX_WORDS = 10;
/** A place attached to the thing asked about follows it in its clause within this many words ("is in", "put it in"). */
const MAX_ATTACHED_GAP_WORDS = 10;
const CLAUSE_BREAK = /[.,;:!?()|]/;

export interface PlaceOptions {
  /** Where a thing is now is where it was last put. */
  whereNow?: boolean;
  /** Where someone lives: "from Toronto" counts. */
  whereFrom?: boolean;
  /**
   * `anchor` is where the thing asked about is told: only a place in its clause, a few words on, is its place ("the
   * letter is in the letter rack", not "letter came for the clinic, Dr Varghese at Prince Charles").
   */
  attached?: boolean;
}

/**
 * The place phrase of a sentence: a preposition of place and what follows it to the end of its clause ("in the
 * top drawer of the desk", "next to the bed", "under the flowerpot"). Time phrases (`timeSpans`: "on Thursday",
 * "at 2:30 pm", "every night") are never places. "to" counts only after a verb of motion ("went to church").
 * A place said not to be ("not in the bedside drawer") is none. The first phrase after `anchor` (the end of the
 * last question word in the sentence) wins, else the first.
 */
export function extractPlace(
  sentence: string,
  anchor: number,
  timeSpans: readonly TextSpan[],
  { whereNow = false, whereFrom = false, attached = false }: PlaceOptions = {},
): string | null {
  const masked = maskSpans(sentence, timeSpans, '|');
  const phrases: { start: number; end: number }[] = [];
  for (const match of masked.matchAll(whereFrom ? PLACE_OR_FROM_START : PLACE_START)) {
    const preposition = match[0].trim().toLowerCase();
    const restStart = match.index + match[0].length;
    const rest = masked.slice(restStart);
    if (preposition === 'to' && !isDestination(masked.slice(0, match.index), rest)) continue;
    const clause = rest.slice(0, PHRASE_END.exec(rest)?.index ?? rest.length);
    const words = [...clause.matchAll(/\S+/g)].slice(0, MAX_WORDS);
    const content = words.map((word) => word[0]).filter((word) => !FUNCTION_WORDS.has(word.toLowerCase()));
    const last = words.at(-1);
    if (!last || content.length === 0 || NOT_PLACES.test(content[0] ?? '')) continue;
    if (NEGATED.test(masked.slice(0, match.index))) continue;
    if (attached && !isAttached(masked.slice(anchor, match.index), match.index >= anchor)) continue;
    phrases.push({ start: match.index, end: restStart + last.index + last[0].length });
  }
  // Where a thing is now is where it was last put: "found it under the mattress so I've put it in the box".
  const putAt = whereNow ? lastPut(masked, anchor) : -1;
  const chosen =
    (putAt >= 0 ? phrases.find((phrase) => phrase.start >= putAt) : undefined) ??
    phrases.find((phrase) => phrase.start >= anchor) ??
    phrases[0];
  return chosen ? sentence.slice(chosen.start, chosen.end) : null;
}

const NEGATED = /\b(?:not|never|no longer|isn['’]?t|aren['’]?t|wasn['’]?t|weren['’]?t)\s*$/i;

function isAttached(between: string, isAfter: boolean): boolean {
  return (
    isAfter &&
    !CLAUSE_BREAK.test(between) &&
    between.split(/\s+/).filter(Boolean).length <= MAX_ATTACHED_GAP_WORDS
  );
}

const PUT = /\b(?:put|moved|placed|popped|hid|hidden|stored|kept|hung|left)\b/gi;

/** Where the last verb of putting after `anchor` ends, or -1. */
function lastPut(text: string, anchor: number): number {
  let end = -1;
  for (const match of text.matchAll(PUT)) if (match.index >= anchor) end = match.index + match[0].length;
  return end;
}

function isDestination(before: string, after: string): boolean {
  const lastWords = before.trim().split(/\s+/).slice(-3).join(' ');
  return MOTION_VERB.test(lastWords) && DESTINATION_START.test(after);
}
