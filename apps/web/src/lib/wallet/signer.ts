import type { ChainInfo } from '@careledger/shared';
import type { MarketplacePublicClient, MarketplaceWalletClient } from './clients';
import type { WalletState } from './types';

export interface Signer {
  walletClient: MarketplaceWalletClient;
  publicClient: MarketplacePublicClient;
}

// viem (about 95 KB gzip with the ABI) is needed only to sign and send: it loads the first time a connected
// wallet is about to, and `preloadSigner` starts that download as soon as a wallet connects.
const loadClients = () => import('./clients');
export const loadTransactions = () => import('./transactions');

/** Starts fetching viem and the transaction code in the background, without waiting for them. */
export function preloadSigner(): void {
  void loadClients().catch(() => undefined);
  void loadTransactions().catch(() => undefined);
}

/** The viem clients of the wallet session in `state`, on the server's chain; null unless a wallet is connected. */
export async function loadSigner(state: WalletState, chainInfo: ChainInfo): Promise<Signer | null> {
  const provider = state.provider?.provider;
  if (state.status !== 'connected' || !state.address || !provider) return null;
  const { getPublicClient, getWalletClient } = await loadClients();
  return {
    walletClient: getWalletClient(provider, state.address, chainInfo),
    publicClient: getPublicClient(provider, chainInfo),
  };
}
