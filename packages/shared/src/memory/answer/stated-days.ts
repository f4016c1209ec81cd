import { DAY_MS, HOUR_MS, instantAt, PARTS_OF_DAY_HOURS } from './calendar';
import { readDates } from './read-dates';
import { splitSentences } from './split-sentences';
import { isFutureTense } from './tense';

/** A stretch of time a memory names, in epoch ms, end exclusive. */
export interface StatedSpan {
  start: number;
  end: number;
}

// Only texts with a word like these can state a day; the rest skip the date parser, the costly part of a time
// filter. A number alone ("10 mg", "at 3 pm") names no day; "5th", "5/3" and "5 March" (by the month) do.
const MAY_NAME_A_DAY =
  /\b(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|today|tonight|tomorrow|yesterday|morning|afternoon|evening|night|week|ago|next|last)|\d(?:st|nd|rd|th)\b|\d[/.-]\d/i;

/**
 * The times a memory names in its text, read against the moment it was told, in the person's zone: a part of a
 * day ("last night"), an hour ("on Thursday at 2:30 pm") or a whole day ("tomorrow"). A bare weekday in a
 * sentence about the future is the next one; a clock time with no day names the day it was told.
 */
export function statedSpans(text: string, createdAt: Date, utcOffsetMinutes: number): StatedSpan[] {
  if (!MAY_NAME_A_DAY.test(text)) return [];
  return splitSentences(text).flatMap((sentence) =>
    readDates(sentence.text, createdAt, utcOffsetMinutes, isFutureTense(sentence.text))
      .filter((date) => date.namesDay)
      .map((date) => {
        const day = instantAt(date, utcOffsetMinutes).getTime();
        if (date.partOfDay) {
          // A night a memory names stays on its own day: "tonight" said on Friday is not Saturday.
          const [from, to] = PARTS_OF_DAY_HOURS[date.partOfDay];
          return { start: day + from * HOUR_MS, end: day + Math.min(to, 24) * HOUR_MS };
        }
        if (date.namesTime) {
          const start = instantAt(date, utcOffsetMinutes, date.hour, date.minute).getTime();
          return { start, end: start + HOUR_MS };
        }
        return { start: day, end: day + DAY_MS };
      }),
  );
}

/**
 * Whether a named time places a memory in [start, end): it overlaps it and is no longer than it. A day named
 * does not put a memory in "this morning"; a morning named does put it in "yesterday".
 */
export function isSpanWithin(span: StatedSpan, start: Date, end: Date): boolean {
  const overlaps = span.start < end.getTime() && span.end > start.getTime();
  return overlaps && span.end - span.start <= end.getTime() - start.getTime();
}

// Words that can reach a day far from the moment of telling; without them a memory names days within REACH_MS.
const FAR_REACHING =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d(?:st|nd|rd|th)\b|\d[/.-]\d|\b(?:days|weeks|fortnight|months?|years?)\b/i;
/** "next Saturday", "last week", "tomorrow": never more than three weeks either way. */
const REACH_MS = 21 * DAY_MS;

/**
 * Whether a memory told at `createdAtMs` could name a time in [start, end) at all. A cheap test before the date
 * parser: memories told far from the range, with only relative words, are skipped unread.
 */
export function canNameTimeIn(text: string, createdAtMs: number, start: Date, end: Date): boolean {
  if (FAR_REACHING.test(text)) return true;
  return createdAtMs > start.getTime() - REACH_MS && createdAtMs < end.getTime() + REACH_MS;
}
