import { addDays, DAY_MS, HOUR_MS, instantAt, PARTS_OF_DAY_HOURS, startOfDay, startOfWeek } from './calendar';
import { type ReadDate, readDates } from './read-dates';
import { isFutureTense, isPastTense } from './tense';
import type { TextSpan } from './text-span';

/** The stretch of time a question asks about; `end` is exclusive. */
export interface TimeFilter {
  start: Date;
  end: Date;
  phrase: string;
}

export interface QuestionTime {
  filter: TimeFilter | null;
  /** The question's time phrases to leave out of the words searched for. */
  spans: TextSpan[];
}

const PAST_VERB = /^\W*(?:\w+\s+){0,2}(?:did|was|were|had)\b/i;

type WeekRange = (now: Date, utcOffsetMinutes: number) => [Date, Date];

// Weeks are calendar weeks, Monday to Sunday ("last week" on a Thursday is the whole of the week before); "the
// past week" is the seven days before today and today.
const WEEK_PHRASES: readonly (readonly [RegExp, WeekRange])[] = [
  [
    /\b(?:past|last) (?:7|seven) days\b|\b(?:the )?past week\b/i,
    (now, offset) => sinceDaysAgo(now, offset, 7),
  ],
  [/\b(?:last|previous) week\b/i, (now, offset) => weekFrom(startOfWeek(now, offset), -7, 7)],
  [/\bthis week\b/i, (now, offset) => weekFrom(startOfWeek(now, offset), 0, 7)],
  [/\bnext week\b/i, (now, offset) => weekFrom(startOfWeek(now, offset), 7, 7)],
  [/\b(?:last|previous) weekend\b/i, (now, offset) => weekFrom(startOfWeek(now, offset), -2, 2)],
  [/\b(?:this|the) weekend\b/i, (now, offset) => weekFrom(startOfWeek(now, offset), 5, 2)],
];

/**
 * The time a question is about, read by chrono against `now` in the person's zone: a day ("yesterday", "on
 * Monday", "two days ago"), part of one ("this morning", "last night"), a week or a month. A weekday without a
 * date means the last one for a question in the past tense and the next one for the future. A clock time alone ("at 3
 * pm") filters nothing. A habit ("at night") and "now" are no filter and stay in the words searched for.
 */
export function parseTimeFilter(question: string, now: Date, utcOffsetMinutes: number): QuestionTime {
  for (const [pattern, range] of WEEK_PHRASES) {
    const match = pattern.exec(question);
    if (!match) continue;
    const [start, end] = range(now, utcOffsetMinutes);
    const span = { index: match.index, length: match[0].length };
    const others = readDates(question, now, utcOffsetMinutes).filter((date) => !overlaps(date, span));
    return { filter: { start, end, phrase: match[0] }, spans: [span, ...others] };
  }
  const dates = readDates(question, now, utcOffsetMinutes).filter(
    (date) => !isRoutine(date) && !isRecurring(question, date),
  );
  const first = dates.find((date) => date.namesDay || date.namesMonthOnly);
  return { filter: first ? filterFor(first, question, now, utcOffsetMinutes) : null, spans: dates };
}

/** "at night", "in the morning": a habit, not a day ("Which medicine do I take at night?"). */
function isRoutine(date: ReadDate): boolean {
  return date.partOfDay !== null && !date.namesDayOutright && !/^(?:this|tonight|today)\b/i.test(date.text);
}

/** "on Tuesday afternoons", "on Tuesdays", "every Tuesday": a habit, not one day ("Who sits with me …?"). */
function isRecurring(question: string, date: ReadDate): boolean {
  const after = question.slice(date.index + date.length);
  const before = question.slice(0, date.index);
  return (
    /^s\b|^\s+(?:mornings|afternoons|evenings|nights)\b/i.test(after) ||
    /(?:mornings|afternoons|evenings|nights)$/i.test(date.text) ||
    /\b(?:every|each|on a)\s*$/i.test(before)
  );
}

function filterFor(date: ReadDate, question: string, now: Date, offset: number): TimeFilter {
  if (date.namesMonthOnly) {
    const start = instantAt({ year: date.year, month: date.month, day: 1 }, offset);
    const end = instantAt({ year: date.year, month: date.month + 1, day: 1 }, offset);
    return { start, end, phrase: date.text };
  }
  let day = instantAt(date, offset);
  const today = startOfDay(now, offset);
  // The verb's tense says it before a word of plans: "What time was my nurse appointment on Tuesday?" is past.
  const isPast = PAST_VERB.test(question) || (isPastTense(question) && !isFutureTense(question));
  if (date.namesWeekdayOnly && !isPast && isFutureTense(question) && day < today) day = addDays(day, 7);
  else if (date.namesWeekdayOnly && isPastTense(question) && day > today) day = addDays(day, -7);
  if (date.partOfDay) {
    const [from, to] = PARTS_OF_DAY_HOURS[date.partOfDay];
    return {
      start: new Date(day.getTime() + from * HOUR_MS),
      end: new Date(day.getTime() + to * HOUR_MS),
      phrase: date.text,
    };
  }
  return { start: day, end: addDays(day, 1), phrase: date.text };
}

function weekFrom(monday: Date, fromDays: number, lengthDays: number): [Date, Date] {
  const start = addDays(monday, fromDays);
  return [start, addDays(start, lengthDays)];
}

function sinceDaysAgo(now: Date, offset: number, days: number): [Date, Date] {
  const tomorrow = addDays(startOfDay(now, offset), 1);
  return [new Date(tomorrow.getTime() - (days + 1) * DAY_MS), tomorrow];
}

function overlaps(a: TextSpan, b: TextSpan): boolean {
  return a.index < b.index + b.length && b.index < a.index + a.length;
}
