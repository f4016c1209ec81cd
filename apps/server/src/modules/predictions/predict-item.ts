import {
  type ItemCategory,
  type ItemPrediction,
  type PredictionGroup,
  predictionGroup,
  restockingThreshold,
  type StockStatus,
} from '@careledger/shared';
import { forecastSeries, horizonTotal, reorderPoint, type SeriesForecast } from './forecast';

/** How far ahead the stock-out day is looked for; beyond it an item "does not run out" (null). */
export const STOCKOUT_HORIZON_DAYS = 180;

/** What a prediction needs to know of an item, read in one query for all items (load-prediction-inputs). */
export interface PredictionItem {
  id: number;
  name: string;
  category: ItemCategory;
  threshold: number;
  status: StockStatus;
  /** Stock on hand less what sits in expired lots. */
  usableStock: number;
  leadTimeDays: number;
  minimumOrderQuantity: number;
  defaultOrderQuantity: number;
}

/**
 * The day the forecast path uses up the stock: the first day d whose cumulative demand reaches it (0 when there
 * is none left); null when it lasts past the path.
 */
export function daysUntilStockout(forecast: readonly number[], stock: number): number | null {
  if (stock <= 0) return 0;
  let used = 0;
  for (let day = 0; day < forecast.length; day++) {
    used += forecast[day] ?? 0;
    if (used >= stock) return day + 1;
  }
  return null;
}

/**
 * Order up to the reorder point plus the timeframe's forecast demand, at least the supplier's minimum. When the
 * threshold alone calls for an order and nothing is forecast to be used, the supplier's usual quantity.
 */
function orderQuantity({
  orderUpTo,
  stock,
  item,
}: {
  orderUpTo: number;
  stock: number;
  item: PredictionItem;
}) {
  const needed = Math.ceil(orderUpTo - stock);
  return Math.max(needed > 0 ? needed : item.defaultOrderQuantity, item.minimumOrderQuantity);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * One item's prediction over `timeframeDays` from its daily demand. Restocking is needed when usable stock is at
 * or under the reorder point or the restocking threshold (70 % of the item's threshold), or the forecast uses it
 * up within the timeframe. The safety margin is the stock above the restocking threshold.
 */
export function predictItem({
  item,
  history,
  timeframeDays,
  serviceLevel,
  now,
}: {
  item: PredictionItem;
  history: readonly number[];
  timeframeDays: number;
  serviceLevel: number;
  now: Date;
}): { group: PredictionGroup; prediction: ItemPrediction; forecast: SeriesForecast } {
  const horizon = Math.max(STOCKOUT_HORIZON_DAYS, timeframeDays, item.leadTimeDays + timeframeDays);
  const forecast = forecastSeries(history, horizon, { serviceLevel });
  const demand = horizonTotal(forecast, timeframeDays);
  const point = reorderPoint({
    forecast: forecast.forecast,
    residuals: forecast.residuals,
    leadTimeDays: item.leadTimeDays,
    serviceLevel,
    history,
    demandClass: forecast.classification.demandClass,
  });
  const stock = Math.max(0, item.usableStock);
  const stockout = daysUntilStockout(forecast.forecast, stock);
  const restockAt = restockingThreshold(item.threshold);
  const reorderAt = Math.ceil(point.reorderPoint);
  const restockingNeeded =
    stock <= Math.max(reorderAt, restockAt) || (stockout !== null && stockout <= timeframeDays);
  const quantity = restockingNeeded
    ? orderQuantity({ orderUpTo: Math.max(reorderAt, restockAt) + demand.total, stock, item })
    : 0;
  const prediction: ItemPrediction = {
    itemId: item.id,
    itemName: item.name,
    prediction: {
      category: item.category,
      predictedDemand: round1(demand.total),
      predictedDemandLower: round1(demand.lower),
      predictedDemandUpper: round1(demand.upper),
      currentStock: stock,
      restockingThreshold: restockAt,
      restockingNeeded,
      daysUntilStockout: stockout,
      threshold: item.threshold,
      status: item.status,
      confidenceScore: Math.round(forecast.confidence * 1000) / 1000,
      trendDirection: forecast.trend,
      lastUpdated: now.toISOString(),
      method: forecast.method,
      shortHistory: forecast.flagged === 'shortHistory',
      reorderPoint: reorderAt,
      suggestedOrderQuantity: quantity,
      safetyMargin: stock - restockAt,
      leadTimeDays: item.leadTimeDays,
    },
  };
  return { group: predictionGroup(restockingNeeded, stockout), prediction, forecast };
}
