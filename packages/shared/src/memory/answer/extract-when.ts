import { instantAt, wallDateOf } from './calendar';
import { findFrequencies } from './extract-medicine';
import { formatDay, formatTime } from './format-date';
import { readDates } from './read-dates';
import { isFutureTense } from './tense';

const PART_OF_DAY_WORDS = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  night: 'at night',
} as const;

/** A time a sentence states, as said back, and the instant it names (null for a routine, which recurs). */
export interface StatedWhen {
  text: string;
  atMs: number | null;
}

/**
 * The time a sentence states, read against the moment it was told (a bare weekday in a sentence about the future
 * is the next one): a day, with its clock time or part of day
 * ("Thursday 6 March at 2:30 pm", "Saturday 1 March, in the morning"); else a routine ("every night before
 * bed"); else a clock time on the day it was told. Null when the sentence states no time.
 */
export function extractWhen(
  sentence: string,
  createdAt: Date,
  utcOffsetMinutes: number,
  currentYear: number,
): string | null {
  return readWhen(sentence, createdAt, utcOffsetMinutes, currentYear)?.text ?? null;
}

/** extractWhen with the instant it names, so "my next appointment" can pass over times gone by. */
export function readWhen(
  sentence: string,
  createdAt: Date,
  utcOffsetMinutes: number,
  currentYear: number,
): StatedWhen | null {
  const dates = readDates(sentence, createdAt, utcOffsetMinutes, isFutureTense(sentence));
  const day = dates.find((date) => date.namesDayOutright) ?? dates.find((date) => date.namesDay);
  const time = dates.find((date) => date.namesTime);
  const routine = findFrequencies(sentence).find((found) => !/^(?:a|per) day$/i.test(found.text));
  if (day) {
    const at = instantAt(day, utcOffsetMinutes, time?.hour ?? 0, time?.minute ?? 0).getTime();
    const text = formatDay(wallDateOf(instantAt(day, utcOffsetMinutes), utcOffsetMinutes), currentYear);
    if (time) return { text: `${text} at ${formatTime(time.hour, time.minute)}`, atMs: at };
    if (day.partOfDay && !routine) return { text: `${text}, ${PART_OF_DAY_WORDS[day.partOfDay]}`, atMs: at };
    if (!routine) return { text, atMs: at };
  }
  if (routine) return { text: routine.text, atMs: null };
  if (!time) return null;
  const told = wallDateOf(createdAt, utcOffsetMinutes);
  return {
    text: `${formatDay(told, currentYear)} at ${formatTime(time.hour, time.minute)}`,
    atMs: instantAt(told, utcOffsetMinutes, time.hour, time.minute).getTime(),
  };
}
