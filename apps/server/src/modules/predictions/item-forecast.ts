import { DEFAULT_PREDICTION_TIMEFRAME, type ItemForecast, TIMEFRAME_DAYS } from '@careledger/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { todayOf } from '../../lib/today';
import { addDays } from './demand-series';
import { loadPredictionInputs } from './load-prediction-inputs';
import { predictItem } from './predict-item';
import { readServiceLevel } from './run-predictions';

/** Days of recent demand the item's chart shows beside its forecast. */
export const CHART_HISTORY_DAYS = 90;

/** One item's recent daily demand, its forecast over the default timeframe with the interval, and its ordering. */
export async function itemForecast({
  db,
  itemId,
  now = new Date(),
}: {
  db: Database;
  itemId: number;
  now?: Date;
}): Promise<ItemForecast> {
  const today = todayOf(now);
  const [input] = await loadPredictionInputs({ db, today, itemId });
  if (!input) throw notFound('itemNotFound', { id: itemId });
  const serviceLevel = await readServiceLevel(db);
  const timeframeDays = TIMEFRAME_DAYS[DEFAULT_PREDICTION_TIMEFRAME];
  const { prediction, forecast } = predictItem({
    item: input.item,
    history: input.history,
    timeframeDays,
    serviceLevel,
    now,
  });
  const shown = input.history.slice(-CHART_HISTORY_DAYS);
  const firstShown = addDays(today, -shown.length);
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    itemId: input.item.id,
    itemName: input.item.name,
    history: shown.map((units, index) => ({ day: addDays(firstShown, index), units })),
    forecast: forecast.forecast.slice(0, timeframeDays).map((units, index) => ({
      day: addDays(today, index),
      units: round2(units),
      lower: round2(forecast.lower[index] ?? units),
      upper: round2(forecast.upper[index] ?? units),
    })),
    method: forecast.method,
    classification: forecast.classification.demandClass,
    backtestRmsse: forecast.backtestRmsse === null ? null : round2(forecast.backtestRmsse),
    shortHistory: forecast.flagged === 'shortHistory',
    confidenceScore: prediction.prediction.confidenceScore,
    usableStock: prediction.prediction.currentStock,
    reorderPoint: prediction.prediction.reorderPoint,
    suggestedOrderQuantity: prediction.prediction.suggestedOrderQuantity,
    leadTimeDays: input.item.leadTimeDays,
    supplierId: input.item.supplierId,
  };
}
