// Infinite Memory (spec 001 sections 2, 3, 4, 5, 7, 8 and 9; issue 16). Zod-free, so screens can use them without
// the schema library. The engine itself is `@careledger/shared/memory`, kept out of the main entry.

export const MEMORY_SENTIMENTS = ['positive', 'negative', 'neutral'] as const;
export type MemorySentiment = (typeof MEMORY_SENTIMENTS)[number];
export const MEMORY_URGENCY_LEVELS = ['normal', 'medium', 'high'] as const;
export type MemoryUrgencyLevel = (typeof MEMORY_URGENCY_LEVELS)[number];
/** Where a memory came from: typed (or dictated) text, or an image with its caption. */
export const MEMORY_KINDS = ['text', 'image'] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];
export const CONVERSATION_ENTRY_TYPES = ['user', 'ai'] as const;
export const MEMORY_TASK_PRIORITIES = ['high', 'medium', 'low'] as const;
export type MemoryTaskPriority = (typeof MEMORY_TASK_PRIORITIES)[number];
export const CARER_ALERT_STATUSES = ['open', 'acknowledged', 'all'] as const;
export type CarerAlertStatus = (typeof CARER_ALERT_STATUSES)[number];

/** Spec section 9: the memory report's default window, in days. */
export const MEMORY_REPORT_DEFAULT_DAYS = 3;
export const MEMORY_REPORT_MAX_DAYS = 366;

/**
 * Text limits. Analysing a typical entry takes about 9 ms; 4,000 characters (a long diary page) keeps one call
 * well inside the 30 ms goal of issue 16, measured by `npm run bench -- memory-api`.
 */
export const MEMORY_TEXT_MAX_LENGTH = 4000;
export const MEMORY_QUERY_MAX_LENGTH = 500;
export const MEMORY_CAPTION_MAX_LENGTH = 500;
/** Text read aloud in one call (an AI reply is a sentence or three). */
export const SPEECH_TEXT_MAX_LENGTH = 1000;
export const MEMORY_TASK_SUMMARY_MAX_LENGTH = 200;
export const MEMORY_TASK_DESCRIPTION_MAX_LENGTH = 2000;
/** The conversation history returns at most this many memories, newest last. */
export const MEMORY_HISTORY_MAX = 200;

/** Images for OCR: decoded only after the header says they are within these limits. */
export const MEMORY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MEMORY_IMAGE_MAX_PIXELS = 40_000_000;
export const MEMORY_IMAGE_TYPES = ['png', 'jpeg', 'gif', 'bmp', 'webp'] as const;

/** Spec section 9: importance badge colours, 0.8 or more red, 0.6 or more yellow, below that green. */
export const IMPORTANCE_COLOUR_FLOORS = { red: 0.8, yellow: 0.6 } as const;
export type MemoryTone = 'red' | 'yellow' | 'green';

export function importanceTone(score: number): MemoryTone {
  if (score >= IMPORTANCE_COLOUR_FLOORS.red) return 'red';
  if (score >= IMPORTANCE_COLOUR_FLOORS.yellow) return 'yellow';
  return 'green';
}

/** Spec section 9: urgency high red, medium yellow (the badge shows only when not normal). */
export function urgencyTone(level: MemoryUrgencyLevel): MemoryTone | null {
  if (level === 'high') return 'red';
  if (level === 'medium') return 'yellow';
  return null;
}
