import type { ParsedComponents, ParsedResult } from 'chrono-node';
import { casual } from 'chrono-node/en';
import type { DateMention, TimeReference } from './types';

export interface LocatedDate extends DateMention {
  position: number;
}

// Words chrono reads as dates that, in everyday talk, rarely are: "Sat with mum", "now and then", "my evening
// pills".
const NOT_A_DATE =
  /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|now|second|morning|afternoon|evening|night)$/i;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** `YYYY-MM-DD` (in the writer's zone) when no time was said, else the instant as an ISO date-time in UTC. */
export function formatWhen(components: ParsedComponents): string {
  if (components.isCertain('hour')) return components.date().toISOString();
  const year = components.get('year') ?? 0;
  const month = components.get('month') ?? 1;
  const day = components.get('day') ?? 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function toReference({ now, timezone }: TimeReference): { instant: Date; timezone?: string | number } {
  return timezone === undefined ? { instant: now } : { instant: now, timezone };
}

/**
 * Dates and times in the text, resolved against `now` by chrono-node. `forwardDate` reads "Friday" as the
 * next one, as a reminder means it; a memory's "Friday" is the nearest one, which may be past.
 */
export function findDates(text: string, reference: TimeReference, forwardDate = false): LocatedDate[] {
  const results: ParsedResult[] = casual.parse(text, toReference(reference), { forwardDate });
  return results
    .filter((result) => !NOT_A_DATE.test(result.text.trim()))
    .map((result) => ({ text: result.text, date: formatWhen(result.start), position: result.index }));
}
