/** The slice of `localStorage` the wallet uses; tests pass a Map-backed one. */
export interface WalletStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const STORAGE_KEYS = {
  /** rdns of the provider the person connected with last. */
  provider: 'careledger.wallet.provider',
  /** Set by Disconnect, so a wallet that still authorises the site is not reconnected on the next load. */
  disconnected: 'careledger.wallet.disconnected',
  /** The demo wallet's chosen account. */
  demoAccount: 'careledger.wallet.demo-account',
} as const;

/** `localStorage` when the browser allows it (private modes may throw); otherwise nothing is remembered. */
export function browserStorage(): WalletStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
