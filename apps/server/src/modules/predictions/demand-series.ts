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

/**
 * Units consumed on consecutive days from `from` (YYYY-MM-DD), comma-separated integers as the database writes
 * demand_days out ("4,0,12"): a year for 10,000 items is 3.65 million numbers, parsed here in one pass without
 * the intermediate strings and arrays of split and map.
 */
export interface DailyUse {
  from: string;
  csv: string;
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
  if (!used || used.csv.length === 0) return series;
  let index = daysBetween(start, used.from);
  let value = 0;
  let negative = false;
  const { csv } = used;
  for (let i = 0; i <= csv.length; i++) {
    const code = i < csv.length ? csv.charCodeAt(i) : 44;
    if (code === 44) {
      // A negative day (more sales reversed than made) is no demand.
      if (index >= 0 && index < length) series[index] = negative ? 0 : value;
      index++;
      value = 0;
      negative = false;
    } else if (code === 45) negative = true;
    else if (code >= 48 && code <= 57) value = value * 10 + (code - 48);
    else throw new Error(`demand_days gave "${csv.slice(0, 40)}", not comma-separated integers`);
  }
  return series;
}
