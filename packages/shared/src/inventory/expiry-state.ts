import { EXPIRY_WARNING_DAYS } from './constants';
import { daysUntil } from './rules';

/**
 * What the expiry of stock on hand means today, shown beside the stock status: `expired` once the earliest
 * expiry of stock on hand is past, `expiring` within the expiry alert window (EXPIRY_WARNING_DAYS), the same
 * window the expiry alerts use. Null when nothing on hand expires soon (or nothing is on hand).
 */
export const EXPIRY_STATES = ['expired', 'expiring'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];

/**
 * The expiry state of an item whose earliest expiry of stock on hand is `expiry` (lots with quantity, else the
 * item's own expiry), with `stock` on hand, counted from `today` (YYYY-MM-DD, facility day).
 */
export function expiryStateOf(expiry: string | null, stock: number, today: string): ExpiryState | null {
  if (!expiry || stock <= 0) return null;
  const days = daysUntil(expiry, today);
  if (days < 0) return 'expired';
  return days <= EXPIRY_WARNING_DAYS ? 'expiring' : null;
}

/** The last day counted as expiring soon: `today` plus the alert window, YYYY-MM-DD. */
export function expiringUntil(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRY_WARNING_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
}
