import type { StockMovement } from '@careledger/shared';
import type { MovementRow } from './apply-stock-change';

export function toStockMovement(row: MovementRow): StockMovement {
  return {
    id: row.id,
    itemId: row.itemId,
    kind: row.kind,
    quantity: row.quantity,
    balance: row.balanceAfter,
    lotNumber: row.lotNumber,
    reason: row.reason,
    reference: row.reference,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
