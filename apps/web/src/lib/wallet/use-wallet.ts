import type { Address } from '@careledger/shared';
import { useEffect, useSyncExternalStore } from 'react';
import {
  getPublicClient,
  getWalletClient,
  type MarketplacePublicClient,
  type MarketplaceWalletClient,
} from './clients';
import { getWalletStore } from './page-wallet-store';
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
  /** Connected and a wallet client exists (the chain info has loaded). */
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
  walletClient: MarketplaceWalletClient | null;
  publicClient: MarketplacePublicClient | null;
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
  const walletClient =
    connected && provider && state.address && chainInfo
      ? getWalletClient(provider, state.address, chainInfo)
      : null;
  const publicClient = chainInfo ? getPublicClient(provider, chainInfo) : null;

  return {
    status: state.status,
    address: connected ? state.address : null,
    chainId: state.chainId,
    isCorrectChain: connected && chainInfo !== undefined && state.chainId === chainInfo.chainId,
    providerAvailable: state.extensions.length > 0,
    providerName: state.provider?.info.name ?? null,
    providerInfo: state.provider?.info ?? null,
    isLoading: state.isLoading,
    hasSigner: walletClient !== null,
    hasProvider: provider !== null,
    error: state.error,
    connect: store.connect,
    connectDemoAccount: store.connectDemoAccount,
    disconnect: store.disconnect,
    refresh: store.refresh,
    switchChain: store.switchChain,
    walletClient,
    publicClient,
  };
}
