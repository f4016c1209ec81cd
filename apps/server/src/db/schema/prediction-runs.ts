import type { PredictionRun, PredictionTimeframe } from '@careledger/shared';
import { PREDICTION_TIMEFRAMES } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { inList } from './in-list';

export const PREDICTION_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type PredictionRunStatus = (typeof PREDICTION_RUN_STATUSES)[number];

/**
 * Each restocking forecast run with its parameters and, once it succeeded, the answer it gave (the spec's
 * prediction response), so the latest run is read back as it was shown. At most one run is `running` at a time.
 */
export const predictionRuns = pgTable(
  'prediction_runs',
  {
    id: serial('id').primaryKey(),
    timeframe: text('timeframe').$type<PredictionTimeframe>().notNull(),
    serviceLevel: doublePrecision('service_level').notNull(),
    status: text('status').$type<PredictionRunStatus>().notNull().default('running'),
    startedBy: uuid('started_by').references(() => accounts.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    itemCount: integer('item_count'),
    /**
     * The answer as it was given. json, not jsonb: it is stored and read back whole, never queried inside, and
     * a 10,000-item answer (5 MB) is written several times faster as json.
     */
    result: json('result').$type<PredictionRun>(),
    /** The items the run called urgent: what the next run compares with before it notifies. */
    urgentItemIds: integer('urgent_item_ids').array().notNull().default(sql`'{}'`),
    error: text('error'),
  },
  (t) => [
    check('prediction_runs_timeframe_check', sql`${t.timeframe} in ${inList(PREDICTION_TIMEFRAMES)}`),
    check('prediction_runs_status_check', sql`${t.status} in ${inList(PREDICTION_RUN_STATUSES)}`),
    // A second run while one is in progress is refused by the database, whichever server it came to.
    uniqueIndex('prediction_runs_one_running').on(t.status).where(sql`${t.status} = 'running'`),
    index('prediction_runs_latest_idx').on(t.timeframe, t.id).where(sql`${t.status} = 'succeeded'`),
  ],
);

/** The facility's forecasting settings: one row (id 1), set from the Predictions Hub's Settings. */
export const predictionSettings = pgTable(
  'prediction_settings',
  {
    id: integer('id').primaryKey().default(1),
    serviceLevel: doublePrecision('service_level').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('prediction_settings_single_row', sql`${t.id} = 1`),
    check('prediction_settings_service_level_check', sql`${t.serviceLevel} > 0 and ${t.serviceLevel} < 1`),
  ],
);
