import type { StockStatus } from '@careledger/shared';

const STATUS_RANK: Record<StockStatus, number> = { critical: 0, low: 1, good: 2 };

interface Rankable {
  name: string;
  stock: number;
  threshold: number;
  status: StockStatus;
}

/** Most in need first: critical, then low, then good; within a status, the lowest share of threshold first. */
export function rankByNeed<T extends Rankable>(levels: readonly T[]): T[] {
  const share = (l: Rankable) => (l.threshold > 0 ? l.stock / l.threshold : Number.POSITIVE_INFINITY);
  return [...levels].sort(
    (a, b) =>
      STATUS_RANK[a.status] - STATUS_RANK[b.status] || share(a) - share(b) || a.name.localeCompare(b.name),
  );
}
