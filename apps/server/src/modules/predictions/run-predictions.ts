import {
  DEFAULT_SERVICE_LEVEL,
  type ItemPrediction,
  type PredictionGroup,
  type PredictionRun,
  type PredictionTimeframe,
  riskLevel,
  riskScore,
  TIMEFRAME_DAYS,
} from '@careledger/shared';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { predictionRuns, predictionSettings } from '../../db/schema';
import { AppError, conflict, errorText } from '../../lib/app-error';
import type { SseHub } from '../../lib/sse-hub';
import { todayOf } from '../../lib/today';
import { inTransaction } from '../../lib/transaction';
import { storeNotification } from '../notifications';
import { loadPredictionInputs } from './load-prediction-inputs';
import { predictItem } from './predict-item';

/**
 * The forecast is synchronous arithmetic: a run over 10,000 items is a second or more of CPU. It hands the event
 * loop back after this long, so the server goes on answering everyone else while it runs.
 */
const RUN_SLICE_MS = 40;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A run still `running` after this long was left by a server that stopped mid-run: it is marked failed. */
const ABANDONED_AFTER_MINUTES = 10;

export async function readServiceLevel(db: Database): Promise<number> {
  const [row] = await db.select().from(predictionSettings).where(eq(predictionSettings.id, 1));
  return row?.serviceLevel ?? DEFAULT_SERVICE_LEVEL;
}

export async function writeServiceLevel(db: Database, serviceLevel: number): Promise<number> {
  await db
    .insert(predictionSettings)
    .values({ id: 1, serviceLevel })
    .onConflictDoUpdate({ target: predictionSettings.id, set: { serviceLevel, updatedAt: new Date() } });
  return serviceLevel;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505');

/** Claims the one running slot (the database's unique index decides between servers), or says one is running. */
async function claimRun({
  db,
  timeframe,
  serviceLevel,
  accountId,
}: {
  db: Database;
  timeframe: PredictionTimeframe;
  serviceLevel: number;
  accountId: string | null;
}): Promise<number> {
  await db
    .update(predictionRuns)
    .set({ status: 'failed', finishedAt: new Date(), error: 'Abandoned: the server stopped during the run.' })
    .where(
      and(
        eq(predictionRuns.status, 'running'),
        lt(predictionRuns.startedAt, sql`now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})`),
      ),
    );
  try {
    const [row] = await db
      .insert(predictionRuns)
      .values({ timeframe, serviceLevel, startedBy: accountId })
      .returning({ id: predictionRuns.id });
    if (!row) throw new Error('inserting a prediction run returned no row');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('predictionRunInProgress');
    throw error;
  }
}

/** Every item's prediction, grouped, with the spec's summary. Pure apart from reading the inputs. */
export async function computeRun({
  db,
  runId,
  timeframe,
  serviceLevel,
  now,
}: {
  db: Database;
  runId: number;
  timeframe: PredictionTimeframe;
  serviceLevel: number;
  now: Date;
}): Promise<PredictionRun> {
  const inputs = await loadPredictionInputs({ db, today: todayOf(now) });
  const groups: Record<PredictionGroup, ItemPrediction[]> = { urgent: [], moderate: [], safe: [] };
  let sliceStarted = performance.now();
  for (const { item, history } of inputs) {
    if (performance.now() - sliceStarted > RUN_SLICE_MS) {
      await yieldToEventLoop();
      sliceStarted = performance.now();
    }
    const { group, prediction } = predictItem({
      item,
      history,
      timeframeDays: TIMEFRAME_DAYS[timeframe],
      serviceLevel,
      now,
    });
    groups[group].push(prediction);
  }
  // Soonest stock-out first within a group; the safe ones by the most room first.
  const byStockout = (a: ItemPrediction, b: ItemPrediction) =>
    (a.prediction.daysUntilStockout ?? Number.POSITIVE_INFINITY) -
      (b.prediction.daysUntilStockout ?? Number.POSITIVE_INFINITY) || a.itemName.localeCompare(b.itemName);
  groups.urgent.sort(byStockout);
  groups.moderate.sort(byStockout);
  groups.safe.sort((a, b) => a.prediction.safetyMargin - b.prediction.safetyMargin);
  const all = [...groups.urgent, ...groups.moderate, ...groups.safe];
  const total = all.length;
  const score = riskScore({ urgent: groups.urgent.length, moderate: groups.moderate.length, total });
  const confidenceSum = all.reduce((sum, p) => sum + p.prediction.confidenceScore, 0);
  const demandSum = all.reduce((sum, p) => sum + p.prediction.predictedDemand, 0);
  return {
    success: true,
    runId,
    timeframe,
    serviceLevel,
    summary: {
      totalItems: total,
      urgentRestocking: groups.urgent.length,
      moderateRestocking: groups.moderate.length,
      safeStockLevels: groups.safe.length,
      timestamp: now.toISOString(),
      averageConfidence: total === 0 ? 0 : Math.round((confidenceSum / total) * 1000) / 1000,
      totalPredictedDemand: Math.round(demandSum * 10) / 10,
      riskScore: score,
      riskLevel: riskLevel(score),
    },
    predictions: groups,
  };
}

/**
 * Runs the restocking forecast over every active item and stores it with its parameters. A second request while
 * one runs gets a 409; a failure is stored and answered as the spec's "Failed to run predictions". A run whose
 * urgent items include one the previous run of its timeframe did not call urgent raises one notification
 * (category ml) to everyone who may see inventory; running again over the same situation raises nothing new.
 */
export async function runPredictions({
  db,
  hub,
  timeframe,
  accountId,
  now = new Date(),
}: {
  db: Database;
  /** The live notification stream; the run's notification reaches it once stored. */
  hub?: SseHub;
  timeframe: PredictionTimeframe;
  accountId: string | null;
  now?: Date;
}): Promise<PredictionRun> {
  const serviceLevel = await readServiceLevel(db);
  const runId = await claimRun({ db, timeframe, serviceLevel, accountId });
  let run: PredictionRun;
  try {
    run = await computeRun({ db, runId, timeframe, serviceLevel, now });
  } catch (error) {
    await db
      .update(predictionRuns)
      .set({ status: 'failed', finishedAt: new Date(), error: String(error).slice(0, 500) })
      .where(eq(predictionRuns.id, runId));
    throw new AppError('PREDICTION_FAILED', 500, errorText('predictionRunFailed'));
  }
  const wasUrgent = await urgentItemsOfLatestRun(db, timeframe);
  const newlyUrgent = run.predictions.urgent.filter((p) => !wasUrgent.has(p.itemId));
  await inTransaction({ db, hub }, async (tx) => {
    await tx
      .update(predictionRuns)
      .set({
        status: 'succeeded',
        finishedAt: new Date(),
        itemCount: run.summary.totalItems,
        result: run,
        urgentItemIds: run.predictions.urgent.map((p) => p.itemId),
      })
      .where(eq(predictionRuns.id, runId));
    if (newlyUrgent.length === 0) return;
    await storeNotification({
      db: tx,
      to: { permission: 'inventory.view' },
      notification: {
        code: 'predictions_urgent',
        params: { count: run.summary.urgentRestocking, timeframe },
        category: 'ml',
        type: 'warning',
        priority: 'high',
        actionUrl: '/ml-predictions',
      },
    });
  });
  return run;
}

/** Runs that succeeded, of one timeframe or of any: the latest of them is what the screens and orders read. */
const succeeded = (timeframe?: PredictionTimeframe) =>
  and(
    eq(predictionRuns.status, 'succeeded'),
    timeframe ? eq(predictionRuns.timeframe, timeframe) : undefined,
  );

/** The items the last successful run of a timeframe called urgent (none before the first run). */
async function urgentItemsOfLatestRun(db: Database, timeframe: PredictionTimeframe): Promise<Set<number>> {
  const [row] = await db
    .select({ ids: predictionRuns.urgentItemIds })
    .from(predictionRuns)
    .where(succeeded(timeframe))
    .orderBy(desc(predictionRuns.id))
    .limit(1);
  return new Set(row?.ids ?? []);
}

/** The last successful run of a timeframe, as it was answered. */
export async function latestRun(db: Database, timeframe: PredictionTimeframe): Promise<PredictionRun | null> {
  const [row] = await db
    .select({ result: predictionRuns.result })
    .from(predictionRuns)
    .where(succeeded(timeframe))
    .orderBy(desc(predictionRuns.id))
    .limit(1);
  return row?.result ?? null;
}

/**
 * The suggested order quantity of each item in the most recent successful run (any timeframe), for
 * Auto-Generate Orders; empty before any run.
 */
export async function latestOrderSuggestions(db: Database): Promise<Map<number, number>> {
  const [row] = await db
    .select({ result: predictionRuns.result })
    .from(predictionRuns)
    .where(succeeded())
    .orderBy(desc(predictionRuns.id))
    .limit(1);
  const suggestions = new Map<number, number>();
  if (!row?.result) return suggestions;
  const { urgent, moderate, safe } = row.result.predictions;
  for (const entry of [...urgent, ...moderate, ...safe])
    suggestions.set(entry.itemId, entry.prediction.suggestedOrderQuantity);
  return suggestions;
}
