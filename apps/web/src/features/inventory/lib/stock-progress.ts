/**
 * Spec 001 section 9: stock progress is current stock divided by threshold, capped at 100%. With no threshold
 * any stock counts as full.
 */
export function stockProgressPercent(stock: number, threshold: number): number {
  if (stock <= 0) return 0;
  if (threshold <= 0) return 100;
  return Math.min(100, Math.round((stock / threshold) * 100));
}
