import {
  MEMORY_KINDS,
  MEMORY_SENTIMENTS,
  MEMORY_TASK_PRIORITIES,
  MEMORY_URGENCY_LEVELS,
  type MemoryAnalysisView,
  type MemoryKind,
  type MemorySentiment,
  type MemoryTaskPriority,
  type MemoryUrgencyLevel,
} from '@careledger/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  json,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { inList } from './in-list';

/**
 * What a patient (or a carer for them) told the memory companion (issue 16), with its analysis as it was made.
 * The image itself is not kept: only its caption and the text OCR read from it. Accounts are disabled, never
 * deleted (restrict).
 */
export const memories = pgTable(
  'memories',
  {
    id: serial('id').primaryKey(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** Who entered it: the patient, or a carer acting for them. */
    enteredBy: uuid('entered_by')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<MemoryKind>().notNull(),
    /** What was told: the text, or for an image its caption then the text read from it. What questions search. */
    text: text('text').notNull(),
    caption: text('caption'),
    imageText: text('image_text'),
    ocrConfidence: real('ocr_confidence'),
    /** Queried columns copied out of the analysis, for the report. */
    importance: real('importance').notNull(),
    sentiment: text('sentiment').$type<MemorySentiment>().notNull(),
    urgency: text('urgency').$type<MemoryUrgencyLevel>().notNull(),
    /** json, not jsonb: stored and read back whole. */
    analysis: json('analysis').$type<MemoryAnalysisView>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('memories_patient_created_idx').on(t.patientId, t.createdAt, t.id),
    check('memories_kind_check', sql`${t.kind} in ${inList(MEMORY_KINDS)}`),
    check('memories_sentiment_check', sql`${t.sentiment} in ${inList(MEMORY_SENTIMENTS)}`),
    check('memories_urgency_check', sql`${t.urgency} in ${inList(MEMORY_URGENCY_LEVELS)}`),
    check('memories_importance_check', sql`${t.importance} >= 0 and ${t.importance} <= 1`),
    check('memories_text_check', sql`length(${t.text}) > 0`),
  ],
);

/** A patient's task or reminder; pending until completed, and completed once. */
export const memoryTasks = pgTable(
  'memory_tasks',
  {
    id: serial('id').primaryKey(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    summary: text('summary').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    priority: text('priority').$type<MemoryTaskPriority>().notNull(),
    /** The memory whose action item became this task. */
    sourceMemoryId: integer('source_memory_id').references(() => memories.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => accounts.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('memory_tasks_patient_idx').on(t.patientId, t.completedAt, t.endDate),
    check('memory_tasks_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('memory_tasks_priority_check', sql`${t.priority} in ${inList(MEMORY_TASK_PRIORITIES)}`),
    check('memory_tasks_summary_check', sql`length(btrim(${t.summary})) > 0`),
    check('memory_tasks_completed_check', sql`(${t.completedAt} is null) = (${t.completedBy} is null)`),
  ],
);

/** A high-urgency memory a carer should see; open until a carer acknowledges it. One per memory. */
export const carerAlerts = pgTable(
  'carer_alerts',
  {
    id: serial('id').primaryKey(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    memoryId: integer('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => accounts.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('carer_alerts_memory_idx').on(t.memoryId),
    index('carer_alerts_open_idx').on(t.createdAt.desc()).where(sql`${t.acknowledgedAt} is null`),
    check('carer_alerts_ack_check', sql`(${t.acknowledgedAt} is null) = (${t.acknowledgedBy} is null)`),
  ],
);
