import { numberOfWord } from './number-words';
import type { Span } from './span';
import type { Token } from './tokenize';

/** The acetaminophen and NSAID labels warn those who have three or more alcoholic drinks every day. */
export const HEAVY_DRINKS_PER_DAY = 3;

const DRINK_WORDS: ReadonlySet<string> = new Set([
  'drink',
  'drinks',
  'beer',
  'beers',
  'glass',
  'glasses',
  'pint',
  'pints',
  'shot',
  'shots',
  'cans',
  'bottle',
  'bottles',
  'units',
]);
const DAILY: readonly (readonly string[])[] = [
  ['a', 'day'],
  ['per', 'day'],
  ['daily'],
  ['every', 'day'],
  ['each', 'day'],
  ['a', 'night'],
  ['every', 'night'],
];

/**
 * Finds "3 or more drinks a day", "four beers a day", "5 glasses of wine every night": a count of drinks of at
 * least three, followed within a few words by a daily rate. Returns the spans, for negation to check.
 */
export function findHeavyDrinking(tokens: readonly Token[]): Span[] {
  const spans: Span[] = [];
  tokens.forEach((token, position) => {
    const count = numberOfWord(token.word);
    if (count === undefined || count < HEAVY_DRINKS_PER_DAY) return;
    // "3 or more drinks", "4 large glasses of wine a day": look a few words ahead for the drink, then the rate.
    for (let drinkAt = position + 1; drinkAt <= position + 3; drinkAt++) {
      if (!DRINK_WORDS.has(tokens[drinkAt]?.word ?? '')) continue;
      for (let rateAt = drinkAt + 1; rateAt <= drinkAt + 3; rateAt++) {
        const rate = DAILY.find((words) => words.every((word, k) => tokens[rateAt + k]?.word === word));
        if (rate) {
          spans.push({ first: position, last: rateAt + rate.length - 1, gapTokens: [] });
          return;
        }
      }
    }
  });
  return spans;
}
