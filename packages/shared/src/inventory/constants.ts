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

export const PURCHASE_ORDER_STATUSES = ['pending', 'sent', 'confirmed', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export const PURCHASE_ORDER_ACTIONS = ['send', 'confirm', 'receive', 'cancel'] as const;
export type PurchaseOrderAction = (typeof PURCHASE_ORDER_ACTIONS)[number];
/** Orders that still count as open: an item with one of these is not ordered again automatically. */
export const OPEN_PURCHASE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = ['pending', 'sent', 'confirmed'];

/** Spec 001 section 9: overview lists show the first 5. */
export const OVERVIEW_LIST_LIMIT = 5;

/**
 * A supplies search reads at most this many matches (then sorts them by name), so its cost does not grow with
 * the size of the inventory; past it, the screen asks the person to refine the search.
 */
export const SUPPLIES_SEARCH_CAP = 250;

/** A purchase order holds at most this many lines. */
export const MAX_PURCHASE_ORDER_LINES = 500;
