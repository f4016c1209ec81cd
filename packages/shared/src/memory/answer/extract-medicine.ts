import { BUILT_IN_MEDICINE_NAMES, isMedicineName } from './medicine-names';
import type { TextSpan } from './text-span';

export interface Found extends TextSpan {
  text: string;
}

const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?\s*|(?:one|two|three|four|five|six|half an?|a half|half|an?)\s+)`;
const UNIT =
  '(?:mg|milligrams?|mcg|micrograms?|g|grams?|ml|millilitres?|milliliters?|units?|iu|tablets?|pills?|capsules?|drops?|puffs?|sprays?|sachets?|teaspoons?|spoonfuls?|patch(?:es)?|injections?)';
// A number, at most one word (the medicine's name), then a unit: "10 mg", "two paracetamol tablets".
const DOSE = new RegExp(String.raw`\b${NUMBER}(?:[\p{L}-]+\s+)?${UNIT}\b`, 'giu');
const WEEKDAYS_PLURAL = 'mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays|weekends';
const FREQUENCY = new RegExp(
  [
    String.raw`\b(?:up to |no more than )?(?:once|twice|(?:one|two|three|four|five|six|\d+) times?) (?:a|per|each|every) (?:day|week|night)\b`,
    String.raw`\bevery (?:morning|evening|night|day|other day|\d+ hours|four hours|six hours|eight hours)(?: (?:before|after|with) (?:bed|breakfast|lunch|dinner|food|meals))?`,
    String.raw`\b(?:at|before) (?:bedtime|bed)\b`,
    String.raw`\b(?:before|after|with) (?:breakfast|lunch|dinner|food|meals)\b`,
    String.raw`\b(?:a|per) day\b`,
    // A round of weekdays: "Mondays, Wednesdays and Fridays", "every Tuesday", "weekdays".
    String.raw`\b(?:(?:on|every) )?(?:${WEEKDAYS_PLURAL})(?:(?:,\s*|\s+and\s+|\s*&\s*)(?:${WEEKDAYS_PLURAL}))*\b`,
    String.raw`\bevery (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekday)\b`,
    String.raw`\bon an? (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: (?:morning|afternoon|evening|night))?\b`,
  ].join('|'),
  'giu',
);

/** Doses in a text: "10 mg", "two paracetamol tablets", "500 mg". Bare numbers are not doses. */
export function findDoses(text: string): Found[] {
  return (
    [...text.matchAll(DOSE)]
      .filter((match) =>
        /\d|tablet|pill|capsule|drop|puff|spray|sachet|spoon|patch|injection/i.test(match[0]),
      )
      .filter((match) => !/^an?\s*(?:mg|g|ml|units?|iu)$/i.test(match[0]))
      // "a new patch", "a spare tablet": which one, not how much.
      .filter(
        (match) =>
          !/^an?\s+(?:new|fresh|clean|spare|old|different|second|whole|big|bigger|small|little)\s/i.test(
            match[0],
          ),
      )
      .map((match) => ({ text: match[0], index: match.index, length: match[0].length }))
  );
}

/** How often: "every night before bed", "up to four times a day", "with breakfast". */
export function findFrequencies(text: string): Found[] {
  return [...text.matchAll(FREQUENCY)].map((match) => ({
    text: match[0],
    index: match.index,
    length: match[0].length,
  }));
}

/** Medicine names in a text, from the built-in list, the extra names and generic-name suffixes. */
// A word told just before its dose is a medicine's name, known or not: "carbimazole 5 mg".
const DOSE_AFTER = /^\s+\d+(?:\.\d+)?\s*(?:mg|mcg|micrograms?|milligrams?|ml|units?|grams?|g)\b/i;
const NOT_MEDICINES =
  /^(?:about|around|taking|taken|takes|another|extra|daily|dose|doses|dosage|from|with|only|still|just|started|starting|stays|staying|there|these|those|their|which|after|before|every|total|nearly|almost|least|another|instead|little|double|single|usual|normal|higher|lower|bigger|smaller)$/i;

export function findMedicines(text: string, extraNames: readonly string[] = []): Found[] {
  const found: Found[] = [];
  const phrases = [...BUILT_IN_MEDICINE_NAMES, ...extraNames].filter((name) => /[\s-]/.test(name));
  for (const phrase of phrases) {
    const index = text.toLowerCase().indexOf(phrase.toLowerCase());
    if (index >= 0)
      found.push({ text: text.slice(index, index + phrase.length), index, length: phrase.length });
  }
  for (const match of text.matchAll(/[\p{L}]+/gu)) {
    const isBeforeDose =
      match[0].length >= 5 &&
      !NOT_MEDICINES.test(match[0]) &&
      DOSE_AFTER.test(text.slice(match.index + match[0].length));
    if (!isBeforeDose && !isMedicineName(match[0], extraNames)) continue;
    if (found.some((span) => match.index >= span.index && match.index < span.index + span.length)) continue;
    found.push({ text: match[0], index: match.index, length: match[0].length });
  }
  return found.sort((a, b) => a.index - b.index);
}
