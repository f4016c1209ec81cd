/** Spec 000 section 9: toasts auto-dismiss after 5 seconds. */
export const TOAST_DISMISS_MS = 5000;
/** Spec 000 section 2.3 and 9: notification panel size. */
export const NOTIFICATION_PANEL_WIDTH_PX = 420;
export const NOTIFICATION_PANEL_SCROLL_HEIGHT_PX = 500;
/** Spec 000 section 9: a wallet address shows its first 6 characters, a transaction hash its first 10. */
export const ADDRESS_PREFIX_LENGTH = 6;
export const TX_HASH_PREFIX_LENGTH = 10;
