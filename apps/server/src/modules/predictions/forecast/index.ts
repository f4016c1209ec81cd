// The demand-forecasting engine's front door: pure functions over daily demand series, no database and no
// server state. forecastSeries is the one most callers need; the rest are its parts, for reuse and tests.
export {
  BACKTEST_HORIZON,
  BACKTEST_ORIGINS,
  BACKTEST_STEP,
  type BacktestOptions,
  type BacktestResult,
  backtest,
  backtestOrigins,
  type MethodScore,
  MIN_BACKTEST_HISTORY,
} from './backtest';
export { ADI_CUTOFF, type Classification, CV2_CUTOFF, classifyDemand, type DemandClass } from './classify';
export {
  confidenceOf,
  type ForecastOptions,
  forecastSeries,
  type SeriesForecast,
  SHORT_HISTORY_CONFIDENCE,
} from './forecast';
export {
  DEFAULT_SERVICE_LEVEL,
  type HorizonTotal,
  horizonTotal,
  type Interval,
  type IntervalOptions,
  predictionIntervals,
} from './intervals';
export {
  candidatesFor,
  crostonSba,
  dampedHolt,
  type HoltParams,
  meanForecast,
  modelNamed,
  naiveForecast,
  SBA_ALPHA,
  type SbaParams,
  type SeasonalParams,
  type SesParams,
  seasonalSmoothing,
  simpleExponentialSmoothing,
  type TsbParams,
  tsb,
} from './methods';
export type { MethodName, Model, PathWriter } from './model';
export {
  type OrderQuantityInput,
  type ReorderPoint,
  type ReorderPointInput,
  reorderPoint,
  suggestedOrderQuantity,
} from './reorder';
export { rmsse, rmsseScale } from './rmsse';
export { detectTrend, type Trend } from './trend';
export { hasWeeklyPattern } from './weekly-pattern';
