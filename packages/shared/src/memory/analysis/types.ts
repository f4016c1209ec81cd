/** The labels of spec 001's Analysis entity. */
export type SentimentLabel = 'positive' | 'negative' | 'neutral';
export type UrgencyLevel = 'normal' | 'medium' | 'high';

export interface Sentiment {
  label: SentimentLabel;
  /** VADER's compound score, -1 (most negative) to +1 (most positive). */
  compound: number;
}

/** Stable codes for why an entry is urgent; screens word them through i18n keys. */
export type HighUrgencyCode =
  | 'fall'
  | 'head-injury'
  | 'dizziness'
  | 'chest-pain'
  | 'breathing'
  | 'stroke-sign'
  | 'bleeding'
  | 'confusion'
  | 'lost'
  | 'missed-medication'
  | 'doubled-medication'
  | 'not-eating'
  | 'self-harm';
export type MediumUrgencyCode = 'appointment' | 'deadline' | 'running-out';
export type UrgencyCode = HighUrgencyCode | MediumUrgencyCode;

export interface UrgencyReason {
  code: UrgencyCode;
  level: Exclude<UrgencyLevel, 'normal'>;
  /** The words of the entry that raised it, as written. */
  text: string;
}

export interface Urgency {
  level: UrgencyLevel;
  /** High reasons first, then medium; each code once, in the order the entry says them. */
  reasons: UrgencyReason[];
}

export interface ActionItem {
  /** The sentence or clause as written, without its closing punctuation. */
  text: string;
  /** `YYYY-MM-DD` when only the day is known, else a full ISO date-time (UTC). */
  due?: string;
  /** The words that gave the date or time ("tomorrow at 3pm"). */
  dueText?: string;
}

export interface PersonMention {
  /** As written, without a leading "my"/"her": "daughter Sarah", "Dr. Patel", "neighbour". */
  text: string;
  name?: string;
  /** A family or care role, lower-case: "daughter", "neighbour", "nurse". */
  relation?: string;
}

export interface DateMention {
  /** The words as written ("next Tuesday at 10:30"). */
  text: string;
  /** `YYYY-MM-DD` when only the day is known, else a full ISO date-time (UTC). */
  date: string;
}

export interface MemoryEntities {
  people: PersonMention[];
  places: string[];
  medicines: string[];
  dates: DateMention[];
}

export interface MemoryAnalysis {
  summary: string;
  /** 0 to 1; see `scoreImportance`. */
  importanceScore: number;
  sentiment: Sentiment;
  urgencyLevel: UrgencyLevel;
  urgencyReasons: UrgencyReason[];
  topics: string[];
  actionItems: ActionItem[];
  entities: MemoryEntities;
}

/** When the entry was made, so "tomorrow" and "at 3pm" can be resolved without reading the clock. */
export interface TimeReference {
  now: Date;
  /** The writer's time zone as minutes from UTC or an abbreviation ("BST"); the runtime's own when absent. */
  timezone?: string | number;
}

export interface AnalyseMemoryOptions extends TimeReference {
  /** Medicine names to recognise besides the built-in list, e.g. the inventory's ("Amoxicillin 500 mg capsules"). */
  medicineNames?: readonly string[];
  /** How many topics to return; 5 when absent. */
  topicLimit?: number;
}
