/** The alerts the stock and expiry rules raise and resolve. */
export const STOCK_ALERT_TYPES = [
  'low_stock',
  'critical_stock',
  'out_of_stock',
  'expiry_soon',
  'expired',
] as const;
export type StockAlertType = (typeof STOCK_ALERT_TYPES)[number];
/** Every alert type: the stock and expiry rules', and an RFID tag unseen for too long (its own rule). */
export const ALERT_TYPES = [...STOCK_ALERT_TYPES, 'rfid_unseen'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
