import { z } from 'zod';
import {
  CARER_ALERT_STATUSES,
  CONVERSATION_ENTRY_TYPES,
  MEMORY_CAPTION_MAX_LENGTH,
  MEMORY_HISTORY_MAX,
  MEMORY_KINDS,
  MEMORY_QUERY_MAX_LENGTH,
  MEMORY_REPORT_DEFAULT_DAYS,
  MEMORY_REPORT_MAX_DAYS,
  MEMORY_SENTIMENTS,
  MEMORY_TASK_DESCRIPTION_MAX_LENGTH,
  MEMORY_TASK_PRIORITIES,
  MEMORY_TASK_SUMMARY_MAX_LENGTH,
  MEMORY_TEXT_MAX_LENGTH,
  MEMORY_URGENCY_LEVELS,
  SPEECH_TEXT_MAX_LENGTH,
} from './constants';

// The memory backend calls of spec 001 section 7 under /api/memory, camelCased one to one (user_id → userId,
// importance_score → importanceScore, ...; docs/spec-deviations.md), with what CareLedger adds: the sentiment's
// score, why an entry is urgent, entities for the live screen too, dated action items, quoted sources.

/** A patient's account id. The API answers 400 for an empty or unknown one; the screen says "No user ID set". */
const patientId = (field: string) =>
  z.uuid(`${field} is the id of a patient's account (for example the demo patient's).`);

const nonBlank = (what: string, max: number) =>
  z
    .string({ error: `${what} is text.` })
    .max(max, `${what} is at most ${max} characters.`)
    .refine((text) => text.trim().length > 0, `${what} is empty: write something first.`);

const isoDate = z.iso.date({ message: 'Use a date like 2026-12-31 (YYYY-MM-DD).' });

export const memorySentimentSchema = z.enum(MEMORY_SENTIMENTS);
export const memoryUrgencyLevelSchema = z.enum(MEMORY_URGENCY_LEVELS);

export const urgencyReasonSchema = z.object({
  /** A stable code ("fall", "missed-medication", "appointment"); screens word it as `memory:urgencyReasons.<code>`. */
  code: z.string(),
  level: z.enum(['medium', 'high']),
  /** The words of the entry that raised it, as written. */
  text: z.string(),
});

export const actionItemSchema = z.object({
  text: z.string(),
  /** YYYY-MM-DD when only the day is known, else an ISO date-time; null when the entry gave no date. */
  due: z.string().nullable(),
  dueText: z.string().nullable(),
});
export type MemoryActionItem = z.infer<typeof actionItemSchema>;

export const memoryEntitiesSchema = z.object({
  people: z.array(
    z.object({ text: z.string(), name: z.string().nullable(), relation: z.string().nullable() }),
  ),
  places: z.array(z.string()),
  medicines: z.array(z.string()),
  dates: z.array(z.object({ text: z.string(), date: z.string() })),
});

/** Spec "Analysis", camelCased, plus the sentiment's score and the urgency's reasons. */
export const memoryAnalysisSchema = z.object({
  summary: z.string(),
  importanceScore: z.number().min(0).max(1),
  sentiment: memorySentimentSchema,
  /** VADER's compound score, -1 to +1. */
  sentimentScore: z.number().min(-1).max(1),
  urgencyLevel: memoryUrgencyLevelSchema,
  urgencyReasons: z.array(urgencyReasonSchema),
  topics: z.array(z.string()),
  actionItems: z.array(actionItemSchema),
  entities: memoryEntitiesSchema,
});
export type MemoryAnalysisView = z.infer<typeof memoryAnalysisSchema>;

/**
 * Spec "Conversation entry", camelCased. A text memory is two entries (the person's words, then the AI reply with
 * the analysis); an image memory only the AI entry, whose content is the summary (shown as "Processed image: …").
 */
export const conversationEntrySchema = z.object({
  /** `<memoryId>-user` or `<memoryId>-ai`. */
  id: z.string(),
  memoryId: z.number().int(),
  timestamp: z.string(),
  type: z.enum(CONVERSATION_ENTRY_TYPES),
  kind: z.enum(MEMORY_KINDS),
  content: z.string(),
  analysis: memoryAnalysisSchema.nullable(),
  /** Who entered it when not the patient themselves (a carer's name), else null. */
  enteredBy: z.string().nullable(),
});
export type ConversationEntry = z.infer<typeof conversationEntrySchema>;

export const memoryStatusSchema = z.object({
  status: z.literal('ok'),
  service: z.literal('memory'),
  /** Whether the OCR worker has started (it starts on the first image). */
  ocrReady: z.boolean(),
});
export type MemoryStatus = z.infer<typeof memoryStatusSchema>;

export const memoryPatientSchema = z.object({ id: z.uuid(), name: z.string() });
export type MemoryPatient = z.infer<typeof memoryPatientSchema>;

export const memoryHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MEMORY_HISTORY_MAX).default(MEMORY_HISTORY_MAX),
});
export const memoryHistorySchema = z.object({ entries: z.array(conversationEntrySchema) });
export type MemoryHistory = z.infer<typeof memoryHistorySchema>;

export const processTextRequestSchema = z.strictObject({
  userId: patientId('userId'),
  text: nonBlank('The message', MEMORY_TEXT_MAX_LENGTH),
});
export type ProcessTextRequest = z.infer<typeof processTextRequestSchema>;

/** POST /process-text and /process-image: the analysis (spec fields at the top level) and the stored entries. */
export const processMemoryResponseSchema = memoryAnalysisSchema.extend({
  memoryId: z.number().int(),
  entries: z.array(conversationEntrySchema),
  /** The carer alert this entry raised (high urgency), else null. */
  alertId: z.number().int().nullable(),
  /** The text OCR read from the image (image memories), else null. */
  imageText: z.string().nullable(),
  /** Tesseract's mean word confidence, 0..100, for image memories; else null. */
  ocrConfidence: z.number().min(0).max(100).nullable(),
});
export type ProcessMemoryResponse = z.infer<typeof processMemoryResponseSchema>;

/** The multipart fields of POST /process-image besides `image`. */
export const processImageFieldsSchema = z.strictObject({
  userId: patientId('userId'),
  caption: z
    .string()
    .max(MEMORY_CAPTION_MAX_LENGTH, `The caption is at most ${MEMORY_CAPTION_MAX_LENGTH} characters.`)
    .default(''),
});

export const memoryQueryRequestSchema = z.strictObject({
  userId: patientId('userId'),
  query: nonBlank('The question', MEMORY_QUERY_MAX_LENGTH),
});
export type MemoryQueryRequest = z.infer<typeof memoryQueryRequestSchema>;

export const answerSourceSchema = z.object({
  memoryId: z.number().int(),
  text: z.string(),
  /** When it was told (ISO instant). */
  date: z.string(),
  /** BM25 relevance to the question. */
  score: z.number(),
});

export const memoryQueryResponseSchema = z.object({
  /** Quoted or assembled from the person's memories only; "I don't have a memory of that." when none answers. */
  answer: z.string(),
  found: z.boolean(),
  questionType: z.string(),
  sources: z.array(answerSourceSchema),
  timeRange: z.object({ start: z.string(), end: z.string(), phrase: z.string() }).nullable(),
});
export type MemoryQueryResponse = z.infer<typeof memoryQueryResponseSchema>;

export const speechRequestSchema = z.strictObject({
  text: nonBlank('The text to read aloud', SPEECH_TEXT_MAX_LENGTH),
});

export const memoryReportQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days is a whole number of days.' })
    .int('days is a whole number of days.')
    .min(1, 'days is at least 1.')
    .max(MEMORY_REPORT_MAX_DAYS, `days is at most ${MEMORY_REPORT_MAX_DAYS}.`)
    .default(MEMORY_REPORT_DEFAULT_DAYS),
});

/** Spec "Memory report", camelCased; memoryTrends (demo-only in the spec) is real here: one point per day told. */
export const memoryReportSchema = z.object({
  days: z.number().int(),
  totalInteractions: z.number().int(),
  /** 0..1; 0 with no interactions. */
  averageImportance: z.number().min(0).max(1),
  sentimentDistribution: z.record(z.string(), z.number().int()),
  memoryTrends: z.array(z.object({ date: z.string(), score: z.number(), count: z.number().int() })),
  highUrgencyCount: z.number().int(),
});
export type MemoryReport = z.infer<typeof memoryReportSchema>;

/** Spec "Task", camelCased, with a derived priority and when it was completed. */
export const memoryTaskSchema = z.object({
  taskId: z.number().int(),
  patientId: z.uuid(),
  summary: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  completed: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  priority: z.enum(MEMORY_TASK_PRIORITIES),
  /** The memory whose action item it came from, if any. */
  sourceMemoryId: z.number().int().nullable(),
});
export type MemoryTask = z.infer<typeof memoryTaskSchema>;

export const createMemoryTaskRequestSchema = z
  .strictObject({
    patientId: patientId('patientId'),
    summary: nonBlank('The task summary', MEMORY_TASK_SUMMARY_MAX_LENGTH),
    description: z
      .string()
      .max(
        MEMORY_TASK_DESCRIPTION_MAX_LENGTH,
        `The description is at most ${MEMORY_TASK_DESCRIPTION_MAX_LENGTH} characters.`,
      )
      .default(''),
    startDate: isoDate,
    endDate: isoDate,
    sourceMemoryId: z.number().int().positive().optional(),
  })
  .refine((task) => task.endDate >= task.startDate, {
    path: ['endDate'],
    message: 'The end date cannot be before the start date.',
    // Only two well-formed dates compare: "2025-3-12" sorts after "2025-03-14" as text, and a malformed or missing
    // date already has its own message. A body that is not an object (null, a list) is refused before it.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      !payload.issues.some((issue) => issue.path?.[0] === 'startDate' || issue.path?.[0] === 'endDate'),
  });
export type CreateMemoryTaskRequest = z.input<typeof createMemoryTaskRequestSchema>;

export const completeMemoryTaskRequestSchema = z.strictObject({
  patientId: patientId('patientId'),
  taskId: z.number({ error: 'taskId is the number of a task.' }).int().positive(),
});

/** A worrying entry (high urgency) that a carer should see. */
export const carerAlertSchema = z.object({
  alertId: z.number().int(),
  patientId: z.uuid(),
  patientName: z.string(),
  memoryId: z.number().int(),
  /** What the patient said, as stored. */
  text: z.string(),
  urgencyReasons: z.array(urgencyReasonSchema),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
});
export type CarerAlert = z.infer<typeof carerAlertSchema>;

export const carerAlertsQuerySchema = z.object({
  status: z.enum(CARER_ALERT_STATUSES).default('open'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const carerAlertsSchema = z.object({ alerts: z.array(carerAlertSchema) });
