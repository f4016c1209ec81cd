/** The most history a forecast reads: a year is enough for weekly patterns and trends, and keeps runs fast. */
export const HISTORY_DAYS = 365;

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a date in UTC (the ledger's days are UTC days, as expiry is). */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Units consumed on consecutive days from `from` (YYYY-MM-DD), as the ledger's daily totals keep them. */
export interface DailyUse {
  from: string;
  units: readonly number[];
}

/**
 * An item's daily demand, oldest first: units consumed each day from its first movement (or HISTORY_DAYS ago,
 * whichever is later) to `lastDay`, with 0 on days without use. Today is left out by the caller: half a day of
 * use would read as a fall in demand.
 */
export function dailySeries({
  firstDay,
  lastDay,
  used,
}: {
  firstDay: string;
  lastDay: string;
  used: DailyUse | null;
}): number[] {
  const earliest = addDays(lastDay, -(HISTORY_DAYS - 1));
  const start = firstDay > earliest ? firstDay : earliest;
  const length = daysBetween(start, lastDay) + 1;
  if (length <= 0) return [];
  const series = new Array<number>(length).fill(0);
  if (!used) return series;
  const offset = daysBetween(start, used.from);
  used.units.forEach((units, k) => {
    const index = offset + k;
    if (index >= 0 && index < length) series[index] = Math.max(0, units);
  });
  return series;
}
