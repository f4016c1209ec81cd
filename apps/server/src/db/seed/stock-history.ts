/** Demand shapes for the demo history: daily use, or sporadic lumps (what Croston-type forecasts are for). */
export type DemandPattern = 'steady' | 'intermittent';

export interface HistoryEvent {
  /** Whole days before the reference time. */
  daysAgo: number;
  kind: 'receipt' | 'issue';
  /** Signed: receipts positive, issues negative. */
  quantity: number;
}

export interface GenerateHistoryOptions {
  /** The stock the history must end on. */
  finalStock: number;
  threshold: number;
  pattern: DemandPattern;
  /** Average units used per day. */
  meanDaily: number;
  days: number;
  random: () => number;
}

/**
 * Daily consumption for `days` days, with receipts whenever stock would have risen above a plausible
 * maximum, ending exactly on `finalStock`. Built backwards from today, so the stock is never negative;
 * returned oldest first, starting with the opening balance.
 */
export function generateHistory(options: GenerateHistoryOptions): HistoryEvent[] {
  const { finalStock, threshold, pattern, meanDaily, days, random } = options;
  const orderQuantity = Math.max(2 * threshold, Math.ceil(meanDaily * 21), 1);
  const maxLevel = Math.max(orderQuantity + threshold, finalStock);
  const events: HistoryEvent[] = [];
  let balance = finalStock;
  for (let daysAgo = 1; daysAgo <= days; daysAgo++) {
    const used = pattern === 'steady' ? steadyDemand(meanDaily, random) : lumpyDemand(meanDaily, random);
    if (used > 0) {
      events.push({ daysAgo, kind: 'issue', quantity: -used });
      balance += used;
    }
    if (balance > maxLevel) {
      events.push({ daysAgo, kind: 'receipt', quantity: orderQuantity });
      balance -= orderQuantity;
    }
  }
  if (balance > 0) events.push({ daysAgo: days + 1, kind: 'receipt', quantity: balance });
  return events.reverse();
}

function steadyDemand(mean: number, random: () => number): number {
  return Math.max(0, Math.round(mean * (0.5 + random())));
}

/** About one day in four, a lump of roughly four days' worth. */
function lumpyDemand(mean: number, random: () => number): number {
  if (random() >= 0.25) return 0;
  return Math.max(1, Math.round(mean * 4 * (0.3 + 1.4 * random())));
}
