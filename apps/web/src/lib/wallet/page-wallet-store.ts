import { toast } from '@/components/ui/toast/toast-store';
import { discoverProviders } from './eip6963';
import { browserStorage } from './wallet-storage';
import { createWalletStore, type WalletStore } from './wallet-store';
import { loadWalletNamespace, walletText } from './wallet-text';

let pageStore: WalletStore | null = null;

/**
 * The page's one wallet store, created and started on first use (the first `useWallet`), so discovery, the
 * silent reconnect and viem stay out of the entry bundle and out of screens that do not use a wallet.
 */
export function getWalletStore(): WalletStore {
  if (!pageStore) {
    void loadWalletNamespace();
    pageStore = createWalletStore({
      discover: () => discoverProviders(window),
      storage: browserStorage(),
      notify: toast,
      translate: walletText,
      reload: () => window.location.reload(),
    });
    pageStore.start();
  }
  return pageStore;
}
