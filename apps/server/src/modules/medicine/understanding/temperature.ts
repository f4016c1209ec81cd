import type { Span } from './span';
import type { Token } from './tokenize';

// A temperature reading said without the word "fever": "she feels hot, 38.4", "101.5F", "39 degrees". Fever is
// 38.0 °C (100.4 °F) or more (NICE NG143; AAP). A number counts only when it is written as a reading: with a
// unit ("39 degrees", "38c", "102 F"), with a decimal point ("38.4"), or right after the word temperature
// ("temp is 39", "temperature of 37"), so "I'm 38" or "39 weeks pregnant" are not fevers. A reading below
// fever ("temp is 36.9", "temperature of 37") is a normal temperature: the word "temp" before it names the
// measurement, not a fever.

const CELSIUS = { min: 38, max: 43 };
const FAHRENHEIT = { min: 100.4, max: 110 };
/** Body temperatures a person could report: below these a number is not a reading of one. */
const LOWEST_BODY = { celsius: 34, fahrenheit: 93 };
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

const TEMPERATURE_WORDS: ReadonlySet<string> = new Set(['temp', 'temps', 'temperature', 'temperatures']);
// Words between "temp" and its number: "temp is 36.9", "temperature was only 37", "temp of about 38".
const READING_LINKS: ReadonlySet<string> = new Set(
  'is was of at has had been reading reads read showing shows showed says said only just about around nearly almost now still'.split(
    ' ',
  ),
);
/** How many link words may stand between a temperature word and its number. */
const MAX_LINKS = 3;

export interface TemperatureReading extends Span {
  isFever: boolean;
  /** The "temp" or "temperature" the number was said after, if any. */
  temperatureWord?: number;
}

/** Every number in the text written as a body temperature, fever or not. */
export function findTemperatureReadings(tokens: readonly Token[]): TemperatureReading[] {
  const found: TemperatureReading[] = [];
  tokens.forEach((token, position) => {
    if (!/^\d+(\.\d+)?$/.test(token.word)) return;
    const value = Number(token.word);
    const nextToken = tokens[position + 1];
    const next = nextToken && nextToken.breakBefore === 'none' ? nextToken.word : '';
    if (OTHER_UNITS.has(next)) return;
    const temperatureWord = temperatureWordBefore(tokens, position);
    const hasUnit = CELSIUS_UNITS.has(next) || FAHRENHEIT_UNITS.has(next) || EITHER_UNITS.has(next);
    if (!hasUnit && !token.word.includes('.') && temperatureWord === undefined) return;
    const celsius = !FAHRENHEIT_UNITS.has(next);
    const fahrenheit = !CELSIUS_UNITS.has(next);
    const inCelsius = celsius && value >= LOWEST_BODY.celsius && value <= CELSIUS.max;
    const inFahrenheit = fahrenheit && value >= LOWEST_BODY.fahrenheit && value <= FAHRENHEIT.max;
    if (!inCelsius && !inFahrenheit) return;
    if (NOT_BODY_AFTER.has(tokens[position + (hasUnit ? 2 : 1)]?.word ?? '')) return;
    const isFever = (inCelsius && value >= CELSIUS.min) || (inFahrenheit && value >= FAHRENHEIT.min);
    found.push({
      first: position,
      last: hasUnit ? position + 1 : position,
      gapTokens: [],
      isFever,
      ...(temperatureWord === undefined ? {} : { temperatureWord }),
    });
  });
  return found;
}

/** Spans of the numbers in the text that are fever-range temperature readings. */
export function findFeverReadings(tokens: readonly Token[]): Span[] {
  return findTemperatureReadings(tokens)
    .filter((reading) => reading.isFever)
    .map(({ first, last, gapTokens }) => ({ first, last, gapTokens }));
}

/**
 * Positions of the temperature words that a normal reading follows ("temp is 36.9"): a fever phrase on one
 * of them is the measurement, not a fever.
 */
export function normalTemperatureWords(tokens: readonly Token[]): Set<number> {
  const words = new Set<number>();
  for (const reading of findTemperatureReadings(tokens)) {
    if (!reading.isFever && reading.temperatureWord !== undefined) words.add(reading.temperatureWord);
  }
  return words;
}

/** The "temp"/"temperature" a few link words before the number, in the same clause. */
function temperatureWordBefore(tokens: readonly Token[], position: number): number | undefined {
  for (let back = 1; back <= MAX_LINKS + 1; back++) {
    const candidate = position - back;
    const token = tokens[candidate];
    if (!token || tokens[candidate + 1]?.breakBefore !== 'none') return undefined;
    if (TEMPERATURE_WORDS.has(token.word)) return candidate;
    if (!READING_LINKS.has(token.word)) return undefined;
  }
  return undefined;
}
