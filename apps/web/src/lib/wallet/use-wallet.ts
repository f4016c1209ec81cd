import type { Address } from '@careledger/shared';
import { useEffect, useSyncExternalStore } from 'react';
import type { MarketplaceWalletClient } from './clients';
import { getWalletStore } from './page-wallet-store';
import { loadSigner, preloadSigner } from './signer';
import type { WalletProviderInfo, WalletStatus } from './types';
import { useChainInfo } from './use-chain-info';

export interface Wallet {
  status: WalletStatus;
  /** Lower-cased (compare with API addresses directly); null unless connected. */
  address: Address | null;
  chainId: number | null;
  /** Connected on the chain the server follows (false while either is unknown). */
  isCorrectChain: boolean;
  /** A browser wallet extension was found (EIP-6963 or window.ethereum); the demo wallet does not count. */
  providerAvailable: boolean;
  /** The session's wallet: an extension or the demo wallet. */
  providerName: string | null;
  providerInfo: WalletProviderInfo | null;
  isLoading: boolean;
  /** Connected and the chain info has loaded: `getWalletClient` gives a client. */
  hasSigner: boolean;
  hasProvider: boolean;
  /** The last connection error, as a sentence. */
  error: string | null;
  connect(): Promise<boolean>;
  /** Embedded dev chain only: connect the demo wallet with one of ChainInfo.demoAccounts. */
  connectDemoAccount(address: Address): Promise<boolean>;
  disconnect(): Promise<void>;
  refresh(): Promise<boolean>;
  switchChain(): Promise<boolean>;
  /** viem's client for the connected wallet (viem loads on first use); null unless connected. */
  getWalletClient(): Promise<MarketplaceWalletClient | null>;
}

/** The browser wallet session, shared by every component on the page. */
export function useWallet(): Wallet {
  const store = getWalletStore();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { data: chainInfo } = useChainInfo();

  useEffect(() => {
    if (chainInfo) store.setChainInfo(chainInfo);
  }, [store, chainInfo]);

  const connected = state.status === 'connected' && state.address !== null;
  const provider = state.provider?.provider ?? null;
  const hasSigner = connected && provider !== null && chainInfo !== undefined;

  // A connected wallet is about to sign: fetch viem now, so the first transaction does not wait for it.
  useEffect(() => {
    if (hasSigner) preloadSigner();
  }, [hasSigner]);

  return {
    status: state.status,
    address: connected ? state.address : null,
    chainId: state.chainId,
    isCorrectChain: connected && chainInfo !== undefined && state.chainId === chainInfo.chainId,
    providerAvailable: state.extensions.length > 0,
    providerName: state.provider?.info.name ?? null,
    providerInfo: state.provider?.info ?? null,
    isLoading: state.isLoading,
    hasSigner,
    hasProvider: provider !== null,
    error: state.error,
    connect: store.connect,
    connectDemoAccount: store.connectDemoAccount,
    disconnect: store.disconnect,
    refresh: store.refresh,
    switchChain: store.switchChain,
    getWalletClient: async () =>
      chainInfo ? ((await loadSigner(store.getSnapshot(), chainInfo))?.walletClient ?? null) : null,
  };
}
