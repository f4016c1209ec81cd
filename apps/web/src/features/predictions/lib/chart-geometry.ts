import type { ItemForecast } from '@careledger/shared';

export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartGeometry {
  history: ChartPoint[];
  forecast: ChartPoint[];
  /** The interval band: upper edge left to right, then lower edge right to left. */
  band: ChartPoint[];
  maxUnits: number;
  /** Where the forecast begins, for the divider. */
  splitX: number;
}

/**
 * Places the history and the forecast with its band on one time axis in a width × height box (y grows down,
 * 0 units at the bottom). The top of the scale is the largest value shown, at least 1 so flat zero demand
 * still draws.
 */
export function chartGeometry(
  data: Pick<ItemForecast, 'history' | 'forecast'>,
  width: number,
  height: number,
): ChartGeometry {
  const days = data.history.length + data.forecast.length;
  const maxUnits = Math.max(
    1,
    ...data.history.map((point) => point.units),
    ...data.forecast.map((point) => Math.max(point.upper, point.units)),
  );
  const step = days > 1 ? width / (days - 1) : 0;
  const y = (units: number) => height - (Math.max(0, units) / maxUnits) * height;
  const x = (index: number) => index * step;
  const offset = data.history.length;
  const history = data.history.map((point, index) => ({ x: x(index), y: y(point.units) }));
  const forecast = data.forecast.map((point, index) => ({ x: x(offset + index), y: y(point.units) }));
  const upper = data.forecast.map((point, index) => ({ x: x(offset + index), y: y(point.upper) }));
  const lower = data.forecast.map((point, index) => ({ x: x(offset + index), y: y(point.lower) }));
  return { history, forecast, band: [...upper, ...lower.reverse()], maxUnits, splitX: x(offset) };
}

export const toPoints = (points: readonly ChartPoint[]) =>
  points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');

export const average = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
