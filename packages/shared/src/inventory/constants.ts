// Inventory constants and pure rules without zod, so screens can use them without the schema library.

/** Spec 000 section 3: inventory categories. */
export const ITEM_CATEGORIES = [
  'Antibiotics',
  'Consumables',
  'Diabetes Care',
  'Equipment',
  'Pain Management',
  'Cardiovascular',
  'Respiratory',
  'Other',
] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

export const STOCK_MOVEMENT_KINDS = ['receipt', 'issue', 'adjustment', 'stocktake', 'sale'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
/** Kinds a person posts through the API; sales come from the marketplace. */
export const POSTABLE_MOVEMENT_KINDS = ['receipt', 'issue', 'adjustment', 'stocktake'] as const;

/** Why a lot's remaining stock is written off. */
export const WRITE_OFF_REASONS = ['expired', 'damaged', 'recalled', 'other'] as const;
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number];
const WRITE_OFF_PREFIX = 'write-off: ';
const NOTE_SEPARATOR = ' — ';

/** The ledger reason of a write-off: `write-off: expired`, or `write-off: other — broken in transit`. */
export function writeOffReasonText(reason: WriteOffReason, note?: string | null): string {
  return `${WRITE_OFF_PREFIX}${reason}${note ? `${NOTE_SEPARATOR}${note}` : ''}`;
}

/** Reads a ledger reason back as a write-off, or null when the movement is not one. */
export function readWriteOff(reason: string | null): { reason: WriteOffReason; note: string | null } | null {
  if (!reason?.startsWith(WRITE_OFF_PREFIX)) return null;
  const rest = reason.slice(WRITE_OFF_PREFIX.length);
  const cut = rest.indexOf(NOTE_SEPARATOR);
  const code = cut === -1 ? rest : rest.slice(0, cut);
  const found = WRITE_OFF_REASONS.find((known) => known === code);
  if (!found) return null;
  return { reason: found, note: cut === -1 ? null : rest.slice(cut + NOTE_SEPARATOR.length) };
}

// In a module of their own: the web app's first download needs them (to find an alert's words), not the rest.
export { ALERT_TYPES, type AlertType, STOCK_ALERT_TYPES, type StockAlertType } from './alert-types';
export const ALERT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
/** `resolved`: the condition cleared by itself (stock received, expired lot used up). */
export const ALERT_STATUSES = ['active', 'dismissed', 'resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Expiry alerts look 30 days ahead: 7 days or less critical, 14 or less high, else medium. */
export const EXPIRY_WARNING_DAYS = 30;
export const EXPIRY_CRITICAL_DAYS = 7;
export const EXPIRY_HIGH_DAYS = 14;

/**
 * `partially_received`: confirmed, some goods arrived but not all (derived from the lines on each receipt);
 * it can still receive the rest, or be cancelled (the outstanding remainder is not coming).
 */
export const PURCHASE_ORDER_STATUSES = [
  'pending',
  'sent',
  'confirmed',
  'partially_received',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export const PURCHASE_ORDER_ACTIONS = ['send', 'confirm', 'receive', 'cancel'] as const;
export type PurchaseOrderAction = (typeof PURCHASE_ORDER_ACTIONS)[number];
/**
 * Orders that still await receipt: an item with one of these is not ordered again automatically, and the
 * Purchase Orders card counts them as pending.
 */
export const OPEN_PURCHASE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = [
  'pending',
  'sent',
  'confirmed',
  'partially_received',
];

/** Spec 001 section 9: overview lists show the first 5. */
export const OVERVIEW_LIST_LIMIT = 5;

/**
 * A supplies search reads at most this many matches (then sorts them by name), so its cost does not grow with
 * the size of the inventory; past it, the screen asks the person to refine the search.
 */
export const SUPPLIES_SEARCH_CAP = 250;

/** A purchase order holds at most this many lines. */
export const MAX_PURCHASE_ORDER_LINES = 500;

/**
 * The supplies status filter: a stock status; `restock`, low or critical (what the overview's Low Stock card
 * lists); or an expiry state of stock on hand (expired, expiring within the alert window). A constant beside the
 * others, so the screen reading it does not load the schemas (and zod).
 */
export const STOCK_STATUS_FILTERS = ['good', 'low', 'critical', 'restock', 'expired', 'expiring'] as const;
export type StockStatusFilter = (typeof STOCK_STATUS_FILTERS)[number];
