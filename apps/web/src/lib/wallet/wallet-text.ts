import type { ParseKeys, TOptions } from '@/lib/i18n';
import { i18n } from '@/lib/i18n';

export type WalletTextKey = ParseKeys<'wallet'>;

/** Wallet text outside React (the store, transactions): the `wallet` namespace in the current language. */
export function walletText(key: WalletTextKey, options?: TOptions): string {
  return i18n.t(key, { ...options, ns: 'wallet' }) as string;
}

/**
 * Fetches the wallet text. Routes whose screens use the wallet call it in their loader, like
 * `await Promise.all([i18n.loadNamespaces('marketplace'), loadWalletNamespace()])`, so nothing flashes keys.
 */
export function loadWalletNamespace(): Promise<void> {
  return i18n.loadNamespaces('wallet');
}
