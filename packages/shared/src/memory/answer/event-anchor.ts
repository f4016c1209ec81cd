import { DAY_MS } from './calendar';
import { COVERAGE_FLOOR } from './constants';
import type { IndexedMemory, MemoryHit, MemoryIndex } from './create-memory-index';
import { buildSlots, type Slot, searchTextOf, slotCoverage } from './question-slots';
import type { TextSpan } from './text-span';
import { termsOf } from './tokenize';

/** "after my fall": the question asks about what came after an event it names, not about the event. */
export interface EventAnchor {
  /** Where "after my fall" stands in the question, to leave out of the words searched for. */
  span: TextSpan;
  /** The event: "my fall". */
  phrase: string;
}

/** What came after an event is looked for within this long of the memory that tells it. */
export const AFTER_EVENT_WINDOW_MS = DAY_MS;

const AFTER_EVENT =
  /\b(?:after|since) ((?:my|the|our|his|her|their|that|i|we|he|she|they) [\p{L}' -]+?)\s*[?.!]*$/iu;

/**
 * The event a question places itself after ("Who stayed over after my fall?"), closing the question, or null.
 * A phrase that is a time the question already reads ("after the weekend": `timeSpans`) is no event.
 */
export function findEventAnchor(question: string, timeSpans: readonly TextSpan[] = []): EventAnchor | null {
  const match = AFTER_EVENT.exec(question);
  const phrase = match?.[1];
  if (!match || !phrase) return null;
  const span = { index: match.index, length: match[0].length };
  const overlapsTime = timeSpans.some(
    (time) => time.index < span.index + span.length && span.index < time.index + time.length,
  );
  return overlapsTime || termsOf(phrase).length === 0 ? null : { span, phrase };
}

/** The memory that best tells the event (above the relevance floor for the event's words), or null. */
export function findEventMemory(
  index: MemoryIndex,
  anchor: EventAnchor,
  isInRange: (memory: IndexedMemory) => boolean,
  byRank: (a: MemoryHit, b: MemoryHit) => number,
): MemoryHit | null {
  const slots = eventSlots(index, anchor);
  const hits = index
    .search(searchTextOf(anchor.phrase, slots))
    .filter((hit) => isInRange(hit.memory))
    .filter((hit) => slotCoverage(slots, hit.matchedTerms, hit.memory.text) >= COVERAGE_FLOOR)
    .sort(byRank);
  return hits[0] ?? null;
}

/** The event's words as slots, with the paraphrases people tell it in ("got lost": "couldn't find my way"). */
export function eventSlots(index: MemoryIndex, anchor: EventAnchor): Slot[] {
  return buildSlots(index, anchor.phrase, termsOf(anchor.phrase), 'what');
}

/** Whether a sentence tells the event itself, met by all of its slots. */
export function tellsEvent(slots: readonly Slot[], sentence: string): boolean {
  const found = new Map(termsOf(sentence).map((term) => [term, 1]));
  return slots.length > 0 && slotCoverage(slots, found, sentence) >= 1;
}

/** The hits told from the event's memory on, within AFTER_EVENT_WINDOW_MS, nearest first. */
export function hitsAfterEvent(event: MemoryHit, hits: readonly MemoryHit[]): MemoryHit[] {
  const from = event.memory.createdAtMs;
  return hits
    .filter((hit) => hit.memory.createdAtMs >= from && hit.memory.createdAtMs < from + AFTER_EVENT_WINDOW_MS)
    .sort((a, b) => a.memory.createdAtMs - b.memory.createdAtMs);
}
