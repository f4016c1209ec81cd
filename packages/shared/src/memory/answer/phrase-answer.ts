import { wallDateOf } from './calendar';
import type { IndexedMemory } from './create-memory-index';
import { formatDay, formatTime } from './format-date';
import { asSentence, toSecondPerson } from './to-second-person';

/** How an answer is worded: the moment a memory was told, and its words quoted. English until i18n keys come. */
export interface Phrasing {
  currentYear: number;
  utcOffsetMinutes: number;
}

/** "Monday 3 March at 8:10 am". */
export function toldAt(memory: IndexedMemory, phrasing: Phrasing): string {
  const told = wallDateOf(new Date(memory.createdAtMs), phrasing.utcOffsetMinutes);
  return `${formatDay(told, phrasing.currentYear)} at ${formatTime(told.hour, told.minute)}`;
}

/** An extracted phrase said back in the second person, then when it was told: "In the car. You told me on …". */
export function withToldOn(phrase: string, memory: IndexedMemory, phrasing: Phrasing): string {
  const told = wallDateOf(new Date(memory.createdAtMs), phrasing.utcOffsetMinutes);
  return `${asSentence(toSecondPerson(phrase))} You told me on ${formatDay(told, phrasing.currentYear)}.`;
}

/** The memory's own words: `You told me on Monday 3 March at 8:10 am: "…"`. */
export function quote(sentences: readonly string[], memory: IndexedMemory, phrasing: Phrasing): string {
  return `You told me on ${toldAt(memory, phrasing)}: "${sentences.join(' ')}"`;
}

/** Several memories of one stretch of time, oldest first: `On Sunday 9 March at 9:15 am: "…"`. */
export function quoteEach(memories: readonly IndexedMemory[], more: number, phrasing: Phrasing): string {
  const quoted = memories.map((memory) => `On ${toldAt(memory, phrasing)}: "${memory.text}"`);
  if (more > 0) quoted.push(`And ${more} more ${more === 1 ? 'memory' : 'memories'} from then.`);
  return quoted.join(' ');
}
