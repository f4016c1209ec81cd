import { instantAt, wallDateOf } from './calendar';
import { findFrequencies } from './extract-medicine';
import { formatDay, formatTime } from './format-date';
import { type ReadDate, readDates } from './read-dates';
import { SPOKEN_CLOCK_SOURCES } from './spoken-times';
import { isFutureTense } from './tense';

// A clock time as the person wrote it: "8:30", "10.15", "2pm", "9 o'clock", "half past 2", "quarter to nine",
// "half 8", "noon".
const CLOCK_WORDS = new RegExp(
  [
    ...SPOKEN_CLOCK_SOURCES,
    String.raw`(?<![\d.:])\d{1,2}[:.]\d{2}(?!\d)(?:\s*(?:am|pm|a\.m\.|p\.m\.))?`,
    String.raw`(?<![\d.:])\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)`,
    String.raw`\b(?:noon|midday|midnight)\b`,
  ].join('|'),
  'i',
);

/** A time a sentence states, as said back, and the instant it names (null for a routine, which recurs). */
export interface StatedWhen {
  text: string;
  atMs: number | null;
}

export interface WhenWanted {
  /** "What time …": only a clock time answers, not a day alone. */
  clock?: boolean;
  /** "When does the nurse come?": a routine ("Mondays at 9") answers, a single day does not. */
  routine?: boolean;
  /** "When did I start it?": a day or time answers, a routine ("with breakfast") does not. */
  once?: boolean;
}

/**
 * The time a sentence states, read against the moment it was told (a bare weekday in a sentence about the future
 * is the next one): a day, with its clock time or part of day
 * ("Thursday 6 March at 2:30 pm", "Saturday night, 1 March"); else a routine ("every night before
 * bed", "Mondays and Thursdays at 9"); else a clock time on the day it was told. Null when the sentence states no
 * time. A clock time is said back in the person's own words, with the digits beside words ("half 8 (8:30)").
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
  wanted: WhenWanted = {},
): StatedWhen | null {
  const dates = readDates(sentence, createdAt, utcOffsetMinutes, isFutureTense(sentence));
  // A date beats a bare weekday beside it: "Wednesday the 3rd of February" is the 3rd, not the nearest Wednesday.
  const day =
    dates.find((date) => date.namesDayOutright && !date.namesWeekdayOnly) ??
    dates.find((date) => date.namesDayOutright) ??
    dates.find((date) => date.namesDay);
  const time = dates.find((date) => date.namesTime);
  const routine = joinedRoutine(sentence);
  if (wanted.clock && !time) return null;
  if (day && !wanted.routine && (time || !routine)) {
    const at = instantAt(day, utcOffsetMinutes, time?.hour ?? 0, time?.minute ?? 0).getTime();
    const wall = wallDateOf(instantAt(day, utcOffsetMinutes), utcOffsetMinutes);
    const text = asSaid(formatDay(wall, currentYear), wall.day, sentence);
    if (time) return { text: `${text} at ${clockOf(time)}`, atMs: at };
    if (day.partOfDay) {
      // "Saturday night, 7 November", as a person says it.
      const [weekday, ...date] = text.split(' ');
      return { text: `${weekday} ${day.partOfDay}, ${date.join(' ')}`, atMs: at };
    }
    return { text, atMs: at };
  }
  if (routine && !wanted.once)
    return { text: time ? `${routine.text} at ${clockOf(time)}` : routine.text, atMs: null };
  if (wanted.routine) return null;
  if (!time) return null;
  const told = wallDateOf(createdAt, utcOffsetMinutes);
  return {
    text: `${formatDay(told, currentYear)} at ${clockOf(time)}`,
    atMs: instantAt(told, utcOffsetMinutes, time.hour, time.minute).getTime(),
  };
}

/** "Thursday 25 March" as "Thursday 25th March" when the person said "25th". */
function asSaid(formatted: string, dayOfMonth: number, sentence: string): string {
  const ordinal = new RegExp(String.raw`\b${dayOfMonth}(st|nd|rd|th)\b`, 'i').exec(sentence)?.[1];
  return ordinal ? formatted.replace(/^(\p{L}+ \d{1,2})\b/u, `$1${ordinal.toLowerCase()}`) : formatted;
}

/** The routine a sentence states, its parts next to each other read as one: "once a week on a Sunday morning". */
function joinedRoutine(sentence: string): { text: string } | undefined {
  const parts = findFrequencies(sentence).filter((found) => !/^(?:a|per) day$/i.test(found.text));
  const first = parts[0];
  if (!first) return undefined;
  let end = first.index + first.length;
  for (const part of parts.slice(1)) {
    if (!/^\s*,?\s*$/.test(sentence.slice(end, part.index))) break;
    end = part.index + part.length;
  }
  return { text: sentence.slice(first.index, end) };
}

/**
 * A clock time as the person said it ("10.15", "half past 2", "9 o'clock"), with its digits beside words
 * ("quarter to nine (8:45)"); the formatted time when their words cannot be found.
 */
function clockOf(time: ReadDate): string {
  const said = CLOCK_WORDS.exec(time.text)?.[0];
  if (!said) return formatTime(time.hour, time.minute);
  if (/\d/.test(said) && !/\b(?:past|to|after|half)\b/i.test(said)) return said;
  const digits = `${time.hour % 12 === 0 ? 12 : time.hour % 12}:${String(time.minute).padStart(2, '0')}`;
  return `${said} (${digits})`;
}
