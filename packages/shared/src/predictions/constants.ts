/** Spec 001 section 9, "Restocking prediction": the constants stay as the spec states them. */
export const PREDICTION_TIMEFRAMES = ['7d', '30d', '90d'] as const;
export type PredictionTimeframe = (typeof PREDICTION_TIMEFRAMES)[number];
export const TIMEFRAME_DAYS: Record<PredictionTimeframe, number> = { '7d': 7, '30d': 30, '90d': 90 };
/** The restocking screen inside /inventory starts on this range. */
export const DEFAULT_PREDICTION_TIMEFRAME: PredictionTimeframe = '30d';

/** Restocking threshold = 70 % of the item's threshold. */
export const RESTOCKING_THRESHOLD_RATIO = 0.7;
/** Restocking needed and a stock-out this many days away or fewer: urgent. */
export const URGENT_STOCKOUT_DAYS = 7;
/** … or this many or fewer: moderate. */
export const MODERATE_STOCKOUT_DAYS = 14;

/** Risk score = (urgent × 0.5 + moderate × 0.3) / total × 100. */
export const RISK_WEIGHTS = { urgent: 0.5, moderate: 0.3 } as const;
/** High at 70 or more, Medium at 40 or more, else Low. */
export const RISK_LEVEL_FLOORS = { high: 70, medium: 40 } as const;
export type RiskLevel = 'High' | 'Medium' | 'Low';

/** The failure text of a run (spec 001 error catalogue). */
export const PREDICTION_FAILURE_TEXT = 'Failed to run predictions';

/** The service level safety stock is sized for, until a person sets another (Settings on the hub). */
export const DEFAULT_SERVICE_LEVEL = 0.95;
export const SERVICE_LEVEL_MIN = 0.5;
export const SERVICE_LEVEL_MAX = 0.995;

/** Engine input limits of POST /api/predictions/forecast. */
export const FORECAST_HISTORY_MAX = 3650;
export const FORECAST_HORIZON_MAX = 365;
