import {
  type AlertSeverity,
  EXPIRY_CRITICAL_DAYS,
  EXPIRY_HIGH_DAYS,
  EXPIRY_WARNING_DAYS,
  type PurchaseOrderAction,
  type PurchaseOrderStatus,
  type StockAlertType,
} from './constants';

export interface AlertCondition {
  type: StockAlertType;
  severity: AlertSeverity;
}

/**
 * The one stock alert an item warrants, if any: out of stock (critical), at or below half the threshold
 * (high), at or below the threshold (medium). Only the most severe applies.
 */
export function evaluateStockAlert(stock: number, threshold: number): AlertCondition | null {
  if (stock <= 0) return { type: 'out_of_stock', severity: 'critical' };
  if (stock <= threshold / 2) return { type: 'critical_stock', severity: 'high' };
  if (stock <= threshold) return { type: 'low_stock', severity: 'medium' };
  return null;
}

/** Whole days from `today` to `expiry` (both YYYY-MM-DD, calendar dates); negative once past. */
export function daysUntil(expiry: string, today: string): number {
  return Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The expiry alert for the earliest expiry date of stock still on hand: expired (critical) once the date is
 * past, within 30 days expiry_soon (7 days or less critical, 14 or less high, else medium).
 */
export function evaluateExpiryAlert(earliestExpiry: string | null, today: string): AlertCondition | null {
  if (!earliestExpiry) return null;
  const days = daysUntil(earliestExpiry, today);
  if (days < 0) return { type: 'expired', severity: 'critical' };
  if (days > EXPIRY_WARNING_DAYS) return null;
  if (days <= EXPIRY_CRITICAL_DAYS) return { type: 'expiry_soon', severity: 'critical' };
  if (days <= EXPIRY_HIGH_DAYS) return { type: 'expiry_soon', severity: 'high' };
  return { type: 'expiry_soon', severity: 'medium' };
}

/** Auto-generated order quantity: max(2 x threshold - stock, supplier default order quantity, supplier minimum). */
export function reorderQuantity(options: {
  stock: number;
  threshold: number;
  defaultOrderQuantity: number;
  minimumOrderQuantity: number;
}): number {
  const { stock, threshold, defaultOrderQuantity, minimumOrderQuantity } = options;
  return Math.max(2 * threshold - stock, defaultOrderQuantity, minimumOrderQuantity, 1);
}

const TRANSITIONS: Record<
  PurchaseOrderAction,
  { from: readonly PurchaseOrderStatus[]; to: PurchaseOrderStatus }
> = {
  send: { from: ['pending'], to: 'sent' },
  confirm: { from: ['sent'], to: 'confirmed' },
  receive: { from: ['confirmed', 'partially_received'], to: 'received' },
  cancel: { from: ['pending', 'sent', 'confirmed', 'partially_received'], to: 'cancelled' },
};

/**
 * pending -> sent -> confirmed -> (partially_received ->) received; cancel from any open status. `receive` leads
 * to received when it completes every line; receivedStatus says which of the two a receipt leaves.
 * Null when not allowed.
 */
export function nextPurchaseOrderStatus(
  status: PurchaseOrderStatus,
  action: PurchaseOrderAction,
): PurchaseOrderStatus | null {
  const rule = TRANSITIONS[action];
  return rule.from.includes(status) ? rule.to : null;
}

/** The actions a screen offers for an order in this status. */
export function allowedPurchaseOrderActions(status: PurchaseOrderStatus): PurchaseOrderAction[] {
  return (Object.keys(TRANSITIONS) as PurchaseOrderAction[]).filter((a) =>
    nextPurchaseOrderStatus(status, a),
  );
}

/** The status a receipt leaves: received once every line is complete, partially_received once any arrived. */
export function receivedStatus(
  lines: readonly { quantity: number; receivedQuantity: number }[],
): 'received' | 'partially_received' | 'confirmed' {
  if (lines.every((l) => l.receivedQuantity >= l.quantity)) return 'received';
  return lines.some((l) => l.receivedQuantity > 0) ? 'partially_received' : 'confirmed';
}
