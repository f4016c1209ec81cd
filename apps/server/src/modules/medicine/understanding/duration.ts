import { isAgeStatement } from './age';
import { numberOfWord } from './number-words';
import type { Token } from './tokenize';

export interface DurationMention {
  first: number;
  last: number;
  days: number;
}

// Days per unit. Hours and minutes matter little for the OTC limits but are read so "48 hours" counts as 2 days.
export const UNIT_DAYS: ReadonlyMap<string, number> = new Map([
  ['minute', 1 / 1440],
  ['minutes', 1 / 1440],
  ['hour', 1 / 24],
  ['hours', 1 / 24],
  ['hrs', 1 / 24],
  ['day', 1],
  ['days', 1],
  ['night', 1],
  ['nights', 1],
  ['week', 7],
  ['weeks', 7],
  ['wks', 7],
  ['fortnight', 14],
  ['month', 30],
  ['months', 30],
  ['year', 365],
  ['years', 365],
  ['yrs', 365],
]);

// "since yesterday": how long ago each reference point was, in days.
const SINCE_DAYS: ReadonlyMap<string, number> = new Map([
  ['yesterday', 1],
  ['last night', 1],
  ['this morning', 0.5],
  ['today', 0.5],
  ['this afternoon', 0.25],
  ['tonight', 0.25],
  ['last week', 7],
  ['last month', 30],
]);
const SINCE_WORDS: ReadonlySet<string> = new Set(['since', 'from', 'started', 'began', 'starting']);

// "three times a day", "4 beers a day": a rate, not a duration.
const RATE_WORDS: ReadonlySet<string> = new Set([
  'times',
  'twice',
  'once',
  'thrice',
  'drinks',
  'beers',
  'glasses',
  'pints',
  'shots',
  'units',
  'cups',
  'pills',
  'tablets',
  'doses',
  'cigarettes',
  'meals',
]);
const NOT_DURATION_AFTER: ReadonlySet<string> = new Set(['old', 'pregnant']);
const NOT_DURATION_BEFORE: ReadonlySet<string> = new Set(['every', 'each', 'per']);

/** Every stated duration in the text, in days. */
export function findDurations(tokens: readonly Token[]): DurationMention[] {
  const found: DurationMention[] = [];
  for (let position = 0; position < tokens.length; position++) {
    const mention = readQuantityUnit(tokens, position) ?? readSince(tokens, position);
    if (mention) found.push(mention);
  }
  return found;
}

/** "for 3 days", "past ten days", "a week", "a couple of weeks", "for over a month", "for weeks". */
function readQuantityUnit(tokens: readonly Token[], unitAt: number): DurationMention | undefined {
  const unit = tokens[unitAt];
  const unitDays = unit ? UNIT_DAYS.get(unit.word) : undefined;
  if (!unit || unitDays === undefined) return undefined;
  if (NOT_DURATION_AFTER.has(tokens[unitAt + 1]?.word ?? '')) return undefined;
  let quantityAt = unitAt - 1;
  if (tokens[quantityAt]?.word === 'of' && tokens[quantityAt - 1]?.word === 'couple') quantityAt--;
  const quantityWord = tokens[quantityAt]?.word ?? '';
  let quantity = numberOfWord(quantityWord);
  if (quantity === undefined) {
    // "for weeks", "for days": at least two of them, the least the words can mean.
    if (unit.word.endsWith('s') && tokens[unitAt - 1]?.word === 'for') {
      return { first: unitAt - 1, last: unitAt, days: 2 * unitDays };
    }
    if (tokens[unitAt - 1]?.word === 'all' && unitDays >= 1)
      return { first: unitAt - 1, last: unitAt, days: unitDays };
    return undefined;
  }
  const before = tokens[quantityAt - 1]?.word ?? '';
  if (NOT_DURATION_BEFORE.has(before)) return undefined;
  // "my baby is 5 months": an age, not five months of fever.
  if (isAgeStatement(tokens, quantityAt)) return undefined;
  if ((quantityWord === 'a' || quantityWord === 'an') && RATE_WORDS.has(before)) return undefined;
  let first = quantityAt;
  // "a few", "a couple of": the article belongs to the quantity.
  if ((quantityWord === 'few' || quantityWord === 'couple') && before === 'a') {
    first--;
  }
  // "more than 3 days", "over a month" means strictly more: one more day (or hour) keeps ">" limits honest.
  const lead = tokens[first - 1]?.word ?? '';
  const lead2 = tokens[first - 2]?.word ?? '';
  const isMoreThan = lead === 'over' || (lead === 'than' && (lead2 === 'more' || lead2 === 'longer'));
  if (isMoreThan) first -= lead === 'over' ? 1 : 2;
  quantity = quantity * unitDays + (isMoreThan ? Math.min(1, unitDays) : 0);
  return { first, last: unitAt, days: quantity };
}

/** "since yesterday", "started last night", "from this morning". */
function readSince(tokens: readonly Token[], sinceAt: number): DurationMention | undefined {
  if (!SINCE_WORDS.has(tokens[sinceAt]?.word ?? '')) return undefined;
  const one = tokens[sinceAt + 1]?.word ?? '';
  const two = `${one} ${tokens[sinceAt + 2]?.word ?? ''}`;
  const twoDays = SINCE_DAYS.get(two);
  if (twoDays !== undefined) return { first: sinceAt, last: sinceAt + 2, days: twoDays };
  const oneDays = SINCE_DAYS.get(one);
  if (oneDays !== undefined) return { first: sinceAt, last: sinceAt + 1, days: oneDays };
  return undefined;
}
