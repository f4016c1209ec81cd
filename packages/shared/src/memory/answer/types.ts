/** One thing the person told the companion. `createdAt` is an ISO 8601 instant. */
export interface Memory {
  id: string;
  text: string;
  createdAt: string;
}

export const QUESTION_TYPES = ['where', 'when', 'who', 'medicine', 'dose', 'what', 'yes-no'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A memory the answer quotes. `date` is the memory's createdAt; `score` its BM25 relevance to the question. */
export interface AnswerSource {
  id: string;
  text: string;
  date: string;
  score: number;
}

/** The stretch of time a question asked about ("yesterday"), as ISO instants, end exclusive. */
export interface TimeRange {
  start: string;
  end: string;
  phrase: string;
}

export interface MemoryAnswer {
  answer: string;
  found: boolean;
  questionType: QuestionType;
  sources: AnswerSource[];
  timeRange: TimeRange | null;
}

export interface AnswerOptions {
  /** The moment the question is asked; "yesterday" and "last week" are read against it. */
  now: Date | string;
  /**
   * The person's offset from UTC in minutes (60 for UTC+1), which decides where their days begin. Defaults to the
   * offset of the running machine at `now`: right in the browser; a server should pass the person's.
   */
  utcOffsetMinutes?: number;
  /** Medicine names to recognise besides the built-in list (for example the inventory's). */
  medicineNames?: readonly string[];
}
