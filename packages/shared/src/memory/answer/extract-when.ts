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
) {
  const dates = readDates(sentence, createdAt, utcOffsetMinutes, isFutureTense(sentence));
  const day = dates.find((date) => date.namesDayOutright) ?? dates.find((date) => date.namesDay);
  const time = dates.find((date) => date.namesTime);
  const routine = findFrequencies(sentence).find((found) => !/^(?:a|per) day$/i.test(found.text));
  if (day) {
    const text = formatDay(wallDateOf(instantAt(day, utcOffsetMinutes), utcOffsetMinutes), currentYear);
    if (time) return `${text} at ${formatTime(time.hour, time.minute)}`;
    if (day.partOfDay && !routine) return `${text}, ${PART_OF_DAY_WORDS[day.partOfDay]}`;
    if (!routine) return text;
  }
  if (routine) return routine.text;
  if (!time) return null;
  const told = wallDateOf(createdAt, utcOffsetMinutes);
  return `${formatDay(told, currentYear)} at ${formatTime(time.hour, time.minute)}`;
}
