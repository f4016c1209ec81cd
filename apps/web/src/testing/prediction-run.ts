import type { ItemForecast, ItemPrediction, PredictionRun } from '@careledger/shared';

/** One item's prediction for the tests, with the fields a test cares about overridden. */
export function itemPrediction(
  itemId: number,
  itemName: string,
  overrides: Partial<ItemPrediction['prediction']> = {},
): ItemPrediction {
  return {
    itemId,
    itemName,
    prediction: {
      category: 'Consumables',
      predictedDemand: 40,
      predictedDemandLower: 30,
      predictedDemandUpper: 52,
      currentStock: 10,
      restockingThreshold: 14,
      restockingNeeded: true,
      daysUntilStockout: 5,
      threshold: 20,
      status: 'low',
      confidenceScore: 0.873,
      trendDirection: 'up',
      lastUpdated: '2026-11-01T10:00:00.000Z',
      method: 'SES',
      shortHistory: false,
      reorderPoint: 18,
      suggestedOrderQuantity: 36,
      safetyMargin: 0,
      leadTimeDays: 7,
      ...overrides,
    },
  };
}

/** A 30-day run: two urgent items, one moderate, one safe. */
export function predictionRun(overrides: Partial<PredictionRun> = {}): PredictionRun {
  return {
    success: true,
    runId: 1,
    timeframe: '30d',
    serviceLevel: 0.95,
    summary: {
      totalItems: 4,
      urgentRestocking: 2,
      moderateRestocking: 1,
      safeStockLevels: 1,
      timestamp: '2026-11-01T10:00:00.000Z',
      averageConfidence: 0.8125,
      totalPredictedDemand: 160,
      riskScore: 32.5,
      riskLevel: 'Low',
    },
    predictions: {
      urgent: [
        itemPrediction(1, 'Nitrile gloves'),
        itemPrediction(2, 'Insulin pens', { category: 'Diabetes Care', trendDirection: 'down' }),
      ],
      moderate: [itemPrediction(3, 'Gauze pads', { daysUntilStockout: 12, shortHistory: true })],
      safe: [
        itemPrediction(4, 'Amoxicillin', {
          category: 'Antibiotics',
          restockingNeeded: false,
          daysUntilStockout: null,
          currentStock: 90,
          safetyMargin: 76,
          trendDirection: 'stable',
        }),
      ],
    },
    ...overrides,
  };
}

export function itemForecast(overrides: Partial<ItemForecast> = {}): ItemForecast {
  return {
    itemId: 1,
    itemName: 'Nitrile gloves',
    history: [
      { day: '2026-10-29', units: 2 },
      { day: '2026-10-30', units: 4 },
      { day: '2026-10-31', units: 3 },
    ],
    forecast: [
      { day: '2026-11-01', units: 3, lower: 1, upper: 5 },
      { day: '2026-11-02', units: 3, lower: 1, upper: 6 },
    ],
    method: 'SES',
    classification: 'smooth',
    backtestRmsse: 0.82,
    shortHistory: false,
    confidenceScore: 0.873,
    usableStock: 10,
    reorderPoint: 18,
    suggestedOrderQuantity: 36,
    leadTimeDays: 7,
    supplierId: 3,
    ...overrides,
  };
}
