import type { StockedMedicine } from './types';

/** Recommended medicines at or below their threshold (low, critical or none left): each needs a restocking request. */
export function findRestockCandidates(recommended: readonly StockedMedicine[]): number[] {
  return recommended
    .filter((medicine) => medicine.stock <= 0 || medicine.stockStatus !== 'good')
    .map((medicine) => medicine.itemId);
}
