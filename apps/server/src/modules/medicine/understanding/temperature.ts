import type { Span } from './span';
import type { Token } from './tokenize';

// A temperature reading said without the word "fever": "she feels hot, 38.4", "101.5F", "39 degrees". Fever is
// 38.0 °C (100.4 °F) or more (NICE NG143; AAP). A number counts only when it is written as a reading: with a
// unit ("39 degrees", "38c", "102 F") or with a decimal point ("38.4"), so "I'm 38" or "39 weeks pregnant" are
// not fevers.

const CELSIUS = { min: 38, max: 43 };
const FAHRENHEIT = { min: 100.4, max: 110 };
const CELSIUS_UNITS: ReadonlySet<string> = new Set(['c', 'celsius', 'centigrade']);
const FAHRENHEIT_UNITS: ReadonlySet<string> = new Set(['f', 'fahrenheit']);
const EITHER_UNITS: ReadonlySet<string> = new Set(['degrees', 'degree', 'deg']);
// After a decimal number, these make it something else: "38.5 kg", "100.5 mg", "38.5 weeks".
const OTHER_UNITS: ReadonlySet<string> = new Set(
  'kg kilos kilo lbs lb pounds stone g mg ml mcg cm mm m km miles percent year years yr yrs yo month months week weeks day days hour hours minutes mins'.split(
    ' ',
  ),
);

// "38.5 degrees outside": the weather, not the person.
const NOT_BODY_AFTER: ReadonlySet<string> = new Set([
  'outside',
  'out',
  'outdoors',
  'today',
  'weather',
  'heat',
]);

/** Spans of the numbers in the text that are fever-range temperature readings. */
export function findFeverReadings(tokens: readonly Token[]): Span[] {
  const found: Span[] = [];
  tokens.forEach((token, position) => {
    if (!/^\d+(\.\d+)?$/.test(token.word)) return;
    const value = Number(token.word);
    const nextToken = tokens[position + 1];
    const next = nextToken && nextToken.breakBefore === 'none' ? nextToken.word : '';
    const isDecimal = token.word.includes('.');
    const celsius =
      CELSIUS_UNITS.has(next) ||
      EITHER_UNITS.has(next) ||
      (isDecimal && !OTHER_UNITS.has(next) && !FAHRENHEIT_UNITS.has(next));
    const fahrenheit =
      FAHRENHEIT_UNITS.has(next) ||
      EITHER_UNITS.has(next) ||
      (isDecimal && !OTHER_UNITS.has(next) && !CELSIUS_UNITS.has(next));
    const isFever =
      (celsius && value >= CELSIUS.min && value <= CELSIUS.max) ||
      (fahrenheit && value >= FAHRENHEIT.min && value <= FAHRENHEIT.max);
    if (!isFever) return;
    const hasUnit = CELSIUS_UNITS.has(next) || FAHRENHEIT_UNITS.has(next) || EITHER_UNITS.has(next);
    if (NOT_BODY_AFTER.has(tokens[position + (hasUnit ? 2 : 1)]?.word ?? '')) return;
    found.push({ first: position, last: hasUnit ? position + 1 : position, gapTokens: [] });
  });
  return found;
}
