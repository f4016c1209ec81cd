import { MEDICINE_STOCK_BAR_SCALE } from '@careledger/shared';

/** A medicine's stock on the spec's bar, scaled against 100 units and held between 0 and 100 %. */
export function stockBarPercent(stock: number): number {
  return Math.min(100, Math.max(0, Math.round((stock / MEDICINE_STOCK_BAR_SCALE) * 100)));
}
