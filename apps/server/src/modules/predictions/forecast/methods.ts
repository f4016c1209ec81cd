// The forecasting methods in one place: the candidates the backtest chooses among, by demand class, and the
// baselines (naive, mean, zero) that every method has to beat.
import { type DemandClass, isIntermittentClass } from './classify';
import { sbaModel } from './croston-sba';
import { dampedHoltModel } from './damped-holt';
import { forecastFromEnd, type MethodName, type Model } from './model';
import { seasonalModel } from './seasonal';
import { sesModel } from './ses';
import { meanOf } from './stats';
import { tsbModel } from './tsb';

export { crostonSba, SBA_ALPHA, type SbaParams } from './croston-sba';
export { dampedHolt, type HoltParams } from './damped-holt';
export { type SeasonalParams, seasonalSmoothing } from './seasonal';
export { type SesParams, simpleExponentialSmoothing } from './ses';
export { type TsbParams, tsb } from './tsb';

/** The value of the last day, repeated. */
export const naiveModel: Model = {
  name: 'naive',
  writePaths: (history, origins, horizon, out, offset) => {
    origins.forEach((origin, k) => {
      const value = origin > 0 ? (history[origin - 1] ?? 0) : 0;
      out.fill(Math.max(0, value), offset + k * horizon, offset + (k + 1) * horizon);
    });
  },
};

/** The mean of every day before the origin, repeated. */
export const meanModel: Model = {
  name: 'mean',
  writePaths: (history, origins, horizon, out, offset) => {
    origins.forEach((origin, k) => {
      out.fill(Math.max(0, meanOf(history, 0, origin)), offset + k * horizon, offset + (k + 1) * horizon);
    });
  },
};

/** Nothing, ever: the forecast for a series without demand, and the baseline an intermittent method must beat. */
export const zeroModel: Model = {
  name: 'zero',
  writePaths: (_history, origins, horizon, out, offset) =>
    out.fill(0, offset, offset + origins.length * horizon),
};

export function naiveForecast(history: ArrayLike<number>, horizon: number): number[] {
  return forecastFromEnd(naiveModel.writePaths, history, horizon);
}

export function meanForecast(history: ArrayLike<number>, horizon: number): number[] {
  return forecastFromEnd(meanModel.writePaths, history, horizon);
}

/**
 * Which methods the backtest tries for a class, following the purpose of the Syntetos–Boylan scheme: the
 * smoothing methods for series with demand most days, the Croston family for series with many zero days.
 * The seasonal method joins either set when the series has a weekly pattern (hasWeeklyPattern): a clinic
 * closed at weekends has zero demand two days in seven (ADI 1.4, "intermittent") yet a plain weekly pattern.
 * Naive and mean are baselines only, never chosen.
 */
export function candidatesFor(demandClass: DemandClass, isWeekly: boolean): readonly Model[] {
  const base = isIntermittentClass(demandClass) ? [sbaModel, tsbModel] : [sesModel, dampedHoltModel];
  return isWeekly ? [...base, seasonalModel] : base;
}

const MODELS: Record<MethodName, Model> = {
  ses: sesModel,
  'holt-damped': dampedHoltModel,
  seasonal: seasonalModel,
  sba: sbaModel,
  tsb: tsbModel,
  naive: naiveModel,
  mean: meanModel,
  zero: zeroModel,
};

export function modelNamed(name: MethodName): Model {
  return MODELS[name];
}
