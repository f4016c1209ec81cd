import { numberOfWord } from './number-words';
import type { Token } from './tokenize';

export interface AgeReading {
  /** Age in years (months and weeks as fractions), when stated. */
  ageYears?: number;
  isNewborn: boolean;
  /** "baby", "infant" or "newborn" said of someone (not "expecting a baby"). */
  mentionsInfant: boolean;
  /** "my son", "my daughter", "my child", "toddler"... */
  mentionsChild: boolean;
}

const AGE_UNIT_YEARS: ReadonlyMap<string, number> = new Map([
  ['year', 1],
  ['years', 1],
  ['yr', 1],
  ['yrs', 1],
  ['yo', 1],
  ['month', 1 / 12],
  ['months', 1 / 12],
  ['mo', 1 / 12],
  ['week', 1 / 52],
  ['weeks', 1 / 52],
  ['wk', 1 / 52],
  ['day', 1 / 365],
  ['days', 1 / 365],
]);

const CHILD_WORDS: ReadonlySet<string> = new Set([
  'son',
  'daughter',
  'child',
  'kid',
  'kids',
  'children',
  'toddler',
  'boy',
  'girl',
  'grandson',
  'granddaughter',
  'stepson',
  'stepdaughter',
]);
const INFANT_WORDS: ReadonlySet<string> = new Set(['baby', 'babies', 'infant', 'newborn', 'newborns']);
// Who "is N" can be said of: "my son is 6", "she is 4", "my mum is 85".
const PERSON_WORDS: ReadonlySet<string> = new Set([
  ...CHILD_WORDS,
  ...INFANT_WORDS,
  ...'he she mum mom mother dad father husband wife partner grandma grandpa grandmother grandfather'.split(
    ' ',
  ),
]);
// "I'm 6 foot", "I am 5 months pregnant": a number after "am"/"is" that is not an age.
const NOT_AGE_AFTER: ReadonlySet<string> = new Set([
  'foot',
  'feet',
  'ft',
  'kg',
  'kilos',
  'lbs',
  'pounds',
  'stone',
  'cm',
  'percent',
  'times',
  'pregnant',
  'weeks',
  'week',
  'days',
  'day',
  'hours',
  'minutes',
]);

/**
 * True when the number at `position` and the unit after it state someone's age rather than how long something
 * has lasted: "4 months old", "72 years of age", "my baby is 5 months", "I am 45 years", "aged 3 weeks". Not
 * "I am 3 days into this cold" (a writer's age is never in days or weeks), nor "5 months pregnant".
 */
export function isAgeStatement(tokens: readonly Token[], position: number): boolean {
  const unit = tokens[position + 1]?.word ?? '';
  const after = tokens[position + 2]?.word ?? '';
  if (!AGE_UNIT_YEARS.has(unit) || after === 'pregnant' || after === 'into') return false;
  if (after === 'old' || (after === 'of' && tokens[position + 3]?.word === 'age')) return true;
  const previous = tokens[position - 1]?.word ?? '';
  const subject = tokens[position - 2]?.word ?? '';
  if (previous === 'aged') return true;
  if (previous === 'is') return PERSON_WORDS.has(subject);
  return previous === 'am' && subject === 'i' && (AGE_UNIT_YEARS.get(unit) ?? 0) >= 1;
}

/**
 * Reads the age of the person the text is about. An age said of a child ("my son is 6", "my 4 year old")
 * wins over the writer's own ("I'm 35"), since a parent describing a child's symptoms is the likelier reading.
 * `skip` marks tokens to ignore (the "baby" in "expecting a baby" or "nursing my baby").
 */
export function readAge(tokens: readonly Token[], skip: ReadonlySet<number> = new Set()): AgeReading {
  let selfAge: number | undefined;
  let otherAge: number | undefined;
  let isNewborn = false;
  let mentionsInfant = false;
  let mentionsChild = false;

  tokens.forEach((token, position) => {
    if (skip.has(position)) return;
    const word = token.word;
    const next = tokens[position + 1]?.word ?? '';
    if (word === 'newborn' || (word === 'new' && (next === 'born' || next === 'baby'))) isNewborn = true;
    if (INFANT_WORDS.has(word)) mentionsInfant = true;
    if (CHILD_WORDS.has(word)) mentionsChild = true;
    const value = numberOfWord(word);
    if (value === undefined || word === 'a' || word === 'an' || value > 120) return;
    const previous = tokens[position - 1]?.word ?? '';
    const unitYears = AGE_UNIT_YEARS.get(next);
    // "4 year old", "3 months old", "72 years of age", "72 yo", "my baby is 5 months"
    if (unitYears !== undefined && (next === 'yo' || isAgeStatement(tokens, position))) {
      const years = value * unitYears;
      if (previous === 'am' && tokens[position - 2]?.word === 'i') selfAge = years;
      else otherAge = years;
      return;
    }
    // "I'm 72", "aged 72", "my son is 6", "my son (9)". Never "my baby is 38.5": that is a temperature.
    if (NOT_AGE_AFTER.has(next) || unitYears !== undefined || !Number.isInteger(value)) return;
    const subject = tokens[position - 2]?.word ?? '';
    if (CHILD_WORDS.has(previous) && value < 18) otherAge = value;
    else if (previous === 'am' && subject === 'i') selfAge = value;
    else if (previous === 'aged' || previous === 'age') selfAge ??= value;
    else if (previous === 'is' && PERSON_WORDS.has(subject) && !(INFANT_WORDS.has(subject) && value >= 3))
      otherAge = value;
  });

  // With a child in the text and no age for them, the writer's own age is not the patient's.
  const ageYears = otherAge ?? (mentionsChild || mentionsInfant ? undefined : selfAge);
  return { ...(ageYears === undefined ? {} : { ageYears }), isNewborn, mentionsInfant, mentionsChild };
}
