import type { PurchaseOrder } from '@careledger/shared';

export interface ReceiveLineDraft {
  lineId: number;
  quantity: string;
  lotNumber: string;
  expiry: string;
}

/** The receive body's lines (PurchaseOrderReceive), with every field spelled out. */
interface ReceiptLine {
  lineId: number;
  quantity: number;
  lotNumber: string | null;
  expiry: string | null;
}

export const outstandingQuantity = (line: PurchaseOrder['lines'][number]) =>
  Math.max(0, line.quantity - line.receivedQuantity);

/**
 * One draft per line still outstanding, pre-filled with everything that is still to come and, after a partial
 * receipt, with the lot and expiry that line last arrived in (a second delivery is usually the same lot).
 */
export function toReceiveDrafts(order: PurchaseOrder): ReceiveLineDraft[] {
  return order.lines
    .filter((line) => outstandingQuantity(line) > 0)
    .map((line) => ({
      lineId: line.id,
      quantity: String(outstandingQuantity(line)),
      lotNumber: line.lastLot?.lotNumber ?? '',
      expiry: line.lastLot?.expiry ?? '',
    }));
}

const WHOLE = /^\d+$/;

export type ReceiveLineProblem = 'notWhole' | 'tooMany';

/** What is wrong with each line's quantity, by line id, to show beside it; empty when every line is fine. */
export function receiveLineProblems(
  order: PurchaseOrder,
  drafts: readonly ReceiveLineDraft[],
): Map<number, ReceiveLineProblem> {
  const problems = new Map<number, ReceiveLineProblem>();
  for (const draft of drafts) {
    const line = order.lines.find((l) => l.id === draft.lineId);
    const text = draft.quantity.trim();
    if (!line) continue;
    if (!WHOLE.test(text)) problems.set(draft.lineId, 'notWhole');
    else if (Number(text) > outstandingQuantity(line)) problems.set(draft.lineId, 'tooMany');
  }
  return problems;
}

/**
 * The receive body: each line with a quantity above 0, at most what is outstanding. Null when a quantity is
 * not a whole number, too large, or every quantity is 0.
 */
export function buildReceipt(
  order: PurchaseOrder,
  drafts: readonly ReceiveLineDraft[],
): { lines: ReceiptLine[] } | null {
  const lines: ReceiptLine[] = [];
  for (const draft of drafts) {
    const text = draft.quantity.trim();
    const line = order.lines.find((l) => l.id === draft.lineId);
    if (!line || !WHOLE.test(text)) return null;
    const quantity = Number(text);
    if (quantity > outstandingQuantity(line)) return null;
    if (quantity === 0) continue;
    lines.push({
      lineId: draft.lineId,
      quantity,
      lotNumber: draft.lotNumber.trim() || null,
      expiry: draft.expiry || null,
    });
  }
  return lines.length > 0 ? { lines } : null;
}
