import type { Parser } from 'chrono-node/en';

// Clock times as people say them, which chrono does not read: "half past 2", "quarter to nine", "ten past
// eleven", "twenty-five to 4", and the British "half 8" (half past eight). The hour stays as said: whether
// "half past 2" is afternoon is left uncertain, as the person left it.

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  twenty: 20,
  'twenty-five': 25,
  'twenty five': 25,
};
const HOUR = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const MINUTES = String.raw`(half|quarter|five|ten|twenty|twenty[- ]five|\d{1,2})(?: minutes)?`;
const MERIDIEM = String.raw`(?:\s*(am|pm|a\.m\.|p\.m\.|in the morning|in the afternoon|in the evening|at night))?`;
const PAST_OR_TO = new RegExp(String.raw`\b${MINUTES}\s+(past|to|after)\s+${HOUR}\b${MERIDIEM}`, 'i');
// "half 8" but not "half an hour" or "half a tablet": the hour must follow at once, as a number.
const BRITISH_HALF = new RegExp(
  String.raw`\bhalf\s+${HOUR}\b(?!\s*(?:hours?|minutes?|mg|tablets?|pills?|of))${MERIDIEM}`,
  'i',
);

/** The patterns above, for finding a clock time said in words (extract-when.ts says it back as said). */
export const SPOKEN_CLOCK_SOURCES: readonly string[] = [PAST_OR_TO.source, BRITISH_HALF.source];

function numberOf(word: string): number | null {
  const lower = word.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  if (lower === 'half') return 30;
  if (lower === 'quarter') return 15;
  return NUMBER_WORDS[lower] ?? null;
}

function withMeridiem(
  hour: number,
  minute: number,
  meridiem: string | undefined,
): Record<string, number> | null {
  if (hour < 1 || hour > 12 || minute < 0 || minute > 59) return null;
  const said = meridiem?.toLowerCase() ?? '';
  const isAfternoon = /^(?:pm|p\.m\.|in the afternoon|in the evening|at night)$/.test(said);
  const isMorning = /^(?:am|a\.m\.|in the morning)$/.test(said);
  const hour24 = isAfternoon ? (hour % 12) + 12 : isMorning ? hour % 12 : hour;
  return { hour: hour24, minute, ...(isAfternoon || isMorning ? { meridiem: isAfternoon ? 1 : 0 } : {}) };
}

/** "quarter to nine" -> 8:45, "ten past 11" -> 11:10, "half past two" -> 2:30. */
export const SPOKEN_CLOCK_PARSER: Parser = {
  pattern: () => PAST_OR_TO,
  extract: (_context, match) => {
    const minutes = numberOf(match[1] ?? '');
    const hour = numberOf(match[3] ?? '');
    if (minutes === null || hour === null || minutes >= 60) return null;
    const isTo = (match[2] ?? '').toLowerCase() === 'to';
    const at = isTo ? { hour: hour === 1 ? 12 : hour - 1, minute: 60 - minutes } : { hour, minute: minutes };
    return withMeridiem(at.hour, at.minute, match[4]);
  },
};

/** "half 8" -> 8:30 (British: half past eight). */
export const BRITISH_HALF_PARSER: Parser = {
  pattern: () => BRITISH_HALF,
  extract: (_context, match) => {
    const hour = numberOf(match[1] ?? '');
    return hour === null ? null : withMeridiem(hour, 30, match[2]);
  },
};
