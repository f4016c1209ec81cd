import type { IndexedMemory } from './create-memory-index';
import type { TimeFilter } from './parse-time-filter';
import { canNameTimeIn, isSpanWithin, statedSpans } from './stated-days';

/**
 * Whether a memory belongs to the time a question asks about: told then, or naming a day then ("my appointment
 * is on Thursday" belongs to Thursday too). The times a memory names are worked out once per zone and kept.
 */
export function isMemoryInRange(
  memory: IndexedMemory,
  filter: TimeFilter,
  utcOffsetMinutes: number,
): boolean {
  if (memory.createdAtMs >= filter.start.getTime() && memory.createdAtMs < filter.end.getTime()) return true;
  if (!canNameTimeIn(memory.text, memory.createdAtMs, filter.start, filter.end)) return false;
  if (memory.stated?.utcOffsetMinutes !== utcOffsetMinutes) {
    const spans = statedSpans(memory.text, new Date(memory.createdAtMs), utcOffsetMinutes);
    memory.stated = { utcOffsetMinutes, spans };
  }
  return memory.stated.spans.some((span) => isSpanWithin(span, filter.start, filter.end));
}

/** Whether one sentence of a memory names a day or time within the question's ("reline it on Monday at 11am"). */
export function sentenceNamesTimeIn(
  sentence: string,
  memory: IndexedMemory,
  filter: TimeFilter,
  utcOffsetMinutes: number,
): boolean {
  if (!canNameTimeIn(sentence, memory.createdAtMs, filter.start, filter.end)) return false;
  return statedSpans(sentence, new Date(memory.createdAtMs), utcOffsetMinutes).some((span) =>
    isSpanWithin(span, filter.start, filter.end),
  );
}
