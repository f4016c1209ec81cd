import { localDay } from '@careledger/shared';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * When a sample happened, relative to the moment the demo is opened: some days back at a wall-clock time, or
 * some minutes before now (never before today began, so "today" stays today just after midnight).
 */
export type SampleWhen = { daysAgo: number; at: `${number}:${number}` } | { minutesAgo: number };

/** The instant of a sample's `when`, read against `now` in the browser's time zone. */
export function sampleInstant(when: SampleWhen, now: Date): Date {
  if ('minutesAgo' in when) {
    const startOfToday = new Date(now);
    startOfToday.setHours(0, 0, 0, 0);
    return new Date(Math.max(now.getTime() - when.minutesAgo * MINUTE_MS, startOfToday.getTime()));
  }
  const [hours = 0, minutes = 0] = when.at.split(':').map(Number);
  const instant = new Date(now);
  // setDate and setHours work in local time, so a day back is a calendar day back across a clock change too.
  instant.setDate(instant.getDate() - when.daysAgo);
  instant.setHours(hours, minutes, 0, 0);
  return instant;
}

/** The browser's offset from UTC at `now`, in minutes (60 for UTC+1), as the engine and the report read it. */
export function browserUtcOffset(now: Date): number {
  // `|| 0` turns UTC's -0 into 0.
  return -now.getTimezoneOffset() || 0;
}

/** The calendar day (YYYY-MM-DD) `days` after today (before it when negative) at the given offset from UTC. */
export function dayFromToday(now: Date, days: number, utcOffsetMinutes: number): string {
  const today = Date.parse(`${localDay(now, utcOffsetMinutes)}T00:00:00Z`);
  return new Date(today + days * DAY_MS).toISOString().slice(0, 10);
}
