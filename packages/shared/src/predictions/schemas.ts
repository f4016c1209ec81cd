import { z } from 'zod';
import { ITEM_CATEGORIES } from '../inventory/constants';
import { STOCK_STATUSES } from '../stock';
import {
  FORECAST_HISTORY_MAX,
  FORECAST_HORIZON_MAX,
  PREDICTION_TIMEFRAMES,
  SERVICE_LEVEL_MAX,
  SERVICE_LEVEL_MIN,
} from './constants';

const finiteDemand = z
  .number({ error: 'Each day of history is a number of units.' })
  .finite('Each day of history is a finite number of units.')
  .min(0, 'Demand is never negative: a day without use is 0.');

/** POST /api/predictions/forecast: the engine for any daily series. */
export const forecastRequestSchema = z.strictObject({
  history: z
    .array(finiteDemand)
    .min(1, 'Send at least one day of history.')
    .max(FORECAST_HISTORY_MAX, `Send at most ${FORECAST_HISTORY_MAX} days of history.`),
  horizon: z
    .number()
    .int('The horizon is a whole number of days.')
    .min(1, 'Forecast at least one day ahead.')
    .max(FORECAST_HORIZON_MAX, `Forecast at most ${FORECAST_HORIZON_MAX} days ahead.`),
});
export const forecastResponseSchema = z.object({
  method: z.string(),
  forecast: z.array(z.number()),
  lower: z.array(z.number()),
  upper: z.array(z.number()),
  /** The method's mean RMSSE in the rolling-origin backtest; null when the history is too short to test. */
  backtestRmsse: z.number().nullable(),
  /** True when the history was too short to backtest: a simple method, low confidence. */
  shortHistory: z.boolean(),
});

export const timeframeSchema = z.enum(PREDICTION_TIMEFRAMES, {
  error: `The timeframe is one of ${PREDICTION_TIMEFRAMES.join(', ')}.`,
});
export const predictionRunRequestSchema = z.strictObject({ timeframe: timeframeSchema });
export const latestPredictionQuerySchema = z.strictObject({ timeframe: timeframeSchema });

export const serviceLevelSchema = z
  .number()
  .min(
    SERVICE_LEVEL_MIN,
    `The service level is between ${SERVICE_LEVEL_MIN * 100} % and ${SERVICE_LEVEL_MAX * 100} %.`,
  )
  .max(
    SERVICE_LEVEL_MAX,
    `The service level is between ${SERVICE_LEVEL_MIN * 100} % and ${SERVICE_LEVEL_MAX * 100} %.`,
  );
export const predictionSettingsSchema = z.object({ serviceLevel: z.number() });
export const predictionSettingsUpdateSchema = z.strictObject({ serviceLevel: serviceLevelSchema });

/** Spec 001 "Prediction per item", camelCased, with what the engine adds (method, interval, reorder point). */
export const itemPredictionSchema = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  prediction: z.object({
    category: z.enum(ITEM_CATEGORIES),
    predictedDemand: z.number(),
    /** The 80 % interval of the demand over the timeframe. */
    predictedDemandLower: z.number(),
    predictedDemandUpper: z.number(),
    /** Usable stock: expired lots excluded. */
    currentStock: z.number(),
    restockingThreshold: z.number(),
    restockingNeeded: z.boolean(),
    /** From the forecast path against usable stock; null when the forecast never uses it up. */
    daysUntilStockout: z.number().nullable(),
    threshold: z.number(),
    status: z.enum(STOCK_STATUSES),
    confidenceScore: z.number().min(0).max(1),
    trendDirection: z.enum(['up', 'down', 'stable']),
    lastUpdated: z.string(),
    method: z.string(),
    shortHistory: z.boolean(),
    reorderPoint: z.number(),
    suggestedOrderQuantity: z.number(),
    /** Usable stock above the restocking threshold (the safe tab shows it instead of days). */
    safetyMargin: z.number(),
    leadTimeDays: z.number(),
  }),
});
export type ItemPrediction = z.infer<typeof itemPredictionSchema>;

export const predictionSummarySchema = z.object({
  totalItems: z.number().int(),
  urgentRestocking: z.number().int(),
  moderateRestocking: z.number().int(),
  safeStockLevels: z.number().int(),
  timestamp: z.string(),
  averageConfidence: z.number(),
  totalPredictedDemand: z.number(),
  riskScore: z.number(),
  riskLevel: z.enum(['High', 'Medium', 'Low']),
});
export type PredictionSummary = z.infer<typeof predictionSummarySchema>;

export const predictionRunSchema = z.object({
  success: z.literal(true),
  runId: z.number().int(),
  timeframe: timeframeSchema,
  serviceLevel: z.number(),
  summary: predictionSummarySchema,
  predictions: z.object({
    urgent: z.array(itemPredictionSchema),
    moderate: z.array(itemPredictionSchema),
    safe: z.array(itemPredictionSchema),
  }),
});
export type PredictionRun = z.infer<typeof predictionRunSchema>;
export const predictionFailureSchema = z.object({ success: z.literal(false), error: z.string() });

/** GET /api/predictions/items/:id: one item's demand, forecast and ordering figures. */
export const itemForecastSchema = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  /** Recent daily demand, oldest first, ending yesterday. */
  history: z.array(z.object({ day: z.string(), units: z.number() })),
  forecast: z.array(z.object({ day: z.string(), units: z.number(), lower: z.number(), upper: z.number() })),
  method: z.string(),
  classification: z.string(),
  backtestRmsse: z.number().nullable(),
  shortHistory: z.boolean(),
  confidenceScore: z.number(),
  usableStock: z.number(),
  reorderPoint: z.number(),
  suggestedOrderQuantity: z.number(),
  leadTimeDays: z.number(),
  supplierId: z.number().int().nullable(),
});
export type ItemForecast = z.infer<typeof itemForecastSchema>;
