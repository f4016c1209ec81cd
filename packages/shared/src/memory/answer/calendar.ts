// Calendar arithmetic in the person's own time zone, given as a fixed offset from UTC in minutes. A "wall" time
// is the instant shifted by the offset, read with the UTC getters; no dependence on the machine's zone.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Hours of each part of the day, from and to; night runs on to 5 am the next morning. */
export const PARTS_OF_DAY_HOURS = {
  morning: [5, 12],
  afternoon: [12, 17],
  evening: [17, 24],
  night: [17, 29],
} as const;

export interface WallDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  hour: number;
  minute: number;
}

export function wallDateOf(instant: Date, utcOffsetMinutes: number): WallDate {
  const wall = new Date(instant.getTime() + utcOffsetMinutes * MINUTE_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** The instant at a wall-clock time in the person's zone. */
export function instantAt(
  date: { year: number; month: number; day: number },
  utcOffsetMinutes: number,
  hour = 0,
  minute = 0,
): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day, hour, minute) - utcOffsetMinutes * MINUTE_MS);
}

export function startOfDay(instant: Date, utcOffsetMinutes: number): Date {
  return instantAt(wallDateOf(instant, utcOffsetMinutes), utcOffsetMinutes);
}

export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/** Midnight starting the Monday of the week holding `instant` (weeks run Monday to Sunday). */
export function startOfWeek(instant: Date, utcOffsetMinutes: number): Date {
  const daysSinceMonday = (wallDateOf(instant, utcOffsetMinutes).weekday + 6) % 7;
  return addDays(startOfDay(instant, utcOffsetMinutes), -daysSinceMonday);
}
