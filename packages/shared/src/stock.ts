export const STOCK_STATUSES = ['good', 'low', 'critical'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Spec 000 section 4: critical at or below half the threshold, low at or below it, else good. */
export function deriveStockStatus(stock: number, threshold: number): StockStatus {
  if (stock <= threshold / 2) return 'critical';
  if (stock <= threshold) return 'low';
  return 'good';
}
