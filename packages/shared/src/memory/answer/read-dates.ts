import * as chrono from 'chrono-node/en';
import { BRITISH_HALF_PARSER, SPOKEN_CLOCK_PARSER } from './spoken-times';
import type { TextSpan } from './text-span';

// chrono's casual English with the clock times people say ("quarter to nine", "half 8") added.
const reader = chrono.casual.clone();
reader.parsers.push(SPOKEN_CLOCK_PARSER, BRITISH_HALF_PARSER);

/** A date or time chrono found in a text, as wall-clock components in the person's zone. */
export interface ReadDate extends TextSpan {
  text: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** The text names a day ("Thursday", "tomorrow", "5 March", "two days ago"), not only a time. */
  namesDay: boolean;
  /** The day is named outright ("Thursday", "last night"), not only implied by a part of day ("this evening"). */
  namesDayOutright: boolean;
  /** A weekday without a date ("on Tuesday evening"): which week is a guess, nearest or next. */
  namesWeekdayOnly: boolean;
  /** A month without a day ("in March"). */
  namesMonthOnly: boolean;
  /** The text states a clock time ("at 2:30 pm"). */
  namesTime: boolean;
  /** The part of the day named, if any. */
  partOfDay: 'morning' | 'afternoon' | 'evening' | 'night' | null;
}

// Words chrono reads as dates that in lower case are other words ("I sat down", "the sun", "we wed", "march"),
// and "now", which asks about the present state of things rather than naming a time.
const NOT_DATES = /^(?:sat|sun|wed|mon|tue|thu|fri|march|may|(?:right )?now)$/;
// A length of time is no time of day: "we sat in the dark for an hour", "for two days".
const DURATION = /^for\b|\b(?:hours?|minutes?|mins?)\b(?:\s+(?:after|later|before))?$/i;
// A gathering named after its part of the day is no time: "the church coffee morning", "quiz night".
const PART_OF_DAY_ONLY = /^(?:morning|afternoon|evening|night)$/i;
const GATHERING_BEFORE =
  /\b(?:coffee|open|quiz|games|bingo|film|movie|curry|pub|race|bonfire|hen|stag|fish)\s*$/i;
// A feast named after its weekday is no weekday: "Mothering Sunday", "Good Friday", "Shrove Tuesday".
const FEAST_BEFORE =
  /\b(?:mothering|easter|palm|remembrance|advent|trinity|whit|good|holy|maundy|ash|shrove|black|cyber|super)\s*$/i;

/**
 * Every date and time in `text`, read against `reference` in the person's zone (offset in minutes). A bare weekday
 * is the nearest one, or with `forwardDate` the next one.
 */
export function readDates(
  text: string,
  reference: Date,
  utcOffsetMinutes: number,
  forwardDate = false,
): ReadDate[] {
  const dates = reader.parse(text, { instant: reference, timezone: utcOffsetMinutes }, { forwardDate });
  return dates
    .filter((result) => !NOT_DATES.test(result.text) && !DURATION.test(result.text))
    .filter((result) => !FEAST_BEFORE.test(text.slice(0, result.index)))
    .filter(
      (result) => !(PART_OF_DAY_ONLY.test(result.text) && GATHERING_BEFORE.test(text.slice(0, result.index))),
    )
    .map((result) => {
      const start = result.start;
      const tags = start.tags();
      const isCasual = [...tags].some(
        (tag) =>
          tag.startsWith('casualReference/') || tag === 'result/relativeDate' || tag.includes('CasualDate'),
      );
      const namesDayOutright =
        start.isCertain('day') ||
        start.isCertain('weekday') ||
        [...tags].some((tag) => tag.includes('CasualDate'));
      const namesDay = namesDayOutright || isCasual;
      return {
        index: result.index,
        length: result.text.length,
        text: result.text,
        year: start.get('year') ?? 0,
        month: start.get('month') ?? 1,
        day: start.get('day') ?? 1,
        hour: start.get('hour') ?? 12,
        minute: start.get('minute') ?? 0,
        namesDay,
        namesDayOutright,
        namesWeekdayOnly: start.isCertain('weekday') && !start.isCertain('day'),
        namesMonthOnly: !namesDay && start.isCertain('month'),
        namesTime: start.isCertain('hour'),
        partOfDay: partOfDayIn(result.text),
      };
    });
}

function partOfDayIn(text: string): ReadDate['partOfDay'] {
  const match = /\b(morning|afternoon|evening|night|tonight)\b/i.exec(text);
  if (!match?.[1]) return null;
  const part = match[1].toLowerCase();
  return part === 'tonight' ? 'night' : (part as ReadDate['partOfDay']);
}
