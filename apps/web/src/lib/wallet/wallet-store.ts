import type { Address, ChainInfo } from '@careledger/shared';
import { NATIVE_CURRENCY, parseChainId, resolveRpcUrl, toHexChainId } from './chain';
import { createDemoWallet, DEMO_WALLET_RDNS, type DemoWallet } from './demo-wallet';
import type { ProviderDiscovery } from './eip6963';
import {
  connectErrorKey,
  NoAccountsError,
  providerErrorCode,
  REQUEST_PENDING,
  UNRECOGNIZED_CHAIN,
} from './provider-errors';
import type { Eip1193Provider, WalletProviderDetail, WalletState } from './types';
import { STORAGE_KEYS, type WalletStorage } from './wallet-storage';
import type { WalletTextKey } from './wallet-text';

export interface WalletStoreDeps {
  discover: () => ProviderDiscovery;
  storage: WalletStorage | null;
  notify: {
    success(message: string): unknown;
    error(message: string): unknown;
    info(message: string): unknown;
  };
  translate: (key: WalletTextKey, options?: Record<string, unknown>) => string;
  /** Spec 000 section 4: a chain change reloads the page. */
  reload: () => void;
  createDemoWallet?: typeof createDemoWallet;
  /** Resolves the server's relative RPC path; the page's origin by default. */
  resolveRpcUrl?: (rpcUrl: string) => string;
}

const INITIAL_STATE: WalletState = {
  status: 'disconnected',
  address: null,
  chainId: null,
  provider: null,
  extensions: [],
  isLoading: false,
  error: null,
};

const DISCONNECTED: Pick<WalletState, 'status' | 'address' | 'chainId'> = {
  status: 'disconnected',
  address: null,
  chainId: null,
};

function firstAccount(accounts: unknown): Address | null {
  const first = Array.isArray(accounts) ? accounts[0] : undefined;
  return typeof first === 'string' && first !== '' ? (first.toLowerCase() as Address) : null;
}

/**
 * The wallet session (spec 000 section 4 "Wallet"): disconnected -> connecting -> connected, with the
 * provider's account and chain events. One store per page (see `getWalletStore`); `createWalletStore` exists so
 * tests can drive it with an in-memory provider.
 */
export function createWalletStore(deps: WalletStoreDeps) {
  const { storage, notify, translate: t } = deps;
  const resolveRpc = deps.resolveRpcUrl ?? ((url: string) => resolveRpcUrl(url));
  let state: WalletState = INITIAL_STATE;
  let chainInfo: ChainInfo | null = null;
  let demoWallet: DemoWallet | null = null;
  let discovery: ProviderDiscovery | null = null;
  let detachProvider: (() => void) | null = null;
  const listeners = new Set<() => void>();

  function set(patch: Partial<WalletState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  const request = (provider: Eip1193Provider, method: string, params?: unknown) =>
    provider.request(params === undefined ? { method } : { method, params });

  async function readChainId(provider: Eip1193Provider): Promise<number | null> {
    return parseChainId(await request(provider, 'eth_chainId').catch(() => null));
  }

  function onAccountsChanged(accounts: unknown): void {
    if (state.status !== 'connected') return;
    const next = firstAccount(accounts);
    if (!next) {
      set(DISCONNECTED);
      return;
    }
    if (next === state.address) return;
    set({ address: next });
    notify.info(t('toast.accountChanged'));
  }

  function onChainChanged(): void {
    deps.reload();
  }

  /** Makes `detail` the session's provider and listens to its events (and no longer to the previous one's). */
  function selectProvider(detail: WalletProviderDetail): void {
    if (state.provider === detail) return;
    detachProvider?.();
    const { provider } = detail;
    const accountsListener = (accounts: never) => onAccountsChanged(accounts);
    const chainListener = () => onChainChanged();
    provider.on?.('accountsChanged', accountsListener);
    provider.on?.('chainChanged', chainListener);
    detachProvider = () => {
      provider.removeListener?.('accountsChanged', accountsListener);
      provider.removeListener?.('chainChanged', chainListener);
    };
    set({ provider: detail });
  }

  async function becomeConnected(provider: Eip1193Provider, address: Address): Promise<void> {
    const chainId = await readChainId(provider);
    set({ status: 'connected', address, chainId, error: null });
  }

  function demo(): DemoWallet | null {
    if (!chainInfo?.embedded) return null;
    demoWallet ??= (deps.createDemoWallet ?? createDemoWallet)({
      chainId: chainInfo.chainId,
      rpcUrl: resolveRpc(chainInfo.rpcUrl),
      accounts: chainInfo.demoAccounts,
      name: t('demo.name'),
      storage,
    });
    return demoWallet;
  }

  const isIdleWith = (detail: WalletProviderDetail) =>
    state.provider === detail && state.status === 'disconnected';

  /** The provider for a new session: the one used last time, else the first wallet extension found. */
  function preferredProvider(): WalletProviderDetail | null {
    const preferred = storage?.getItem(STORAGE_KEYS.provider);
    if (preferred === DEMO_WALLET_RDNS) {
      const demoDetail = demo()?.detail;
      if (demoDetail) return demoDetail;
      // Last time was the demo wallet: wait for the chain info before settling on an extension.
      if (!chainInfo) return null;
    }
    return state.extensions.find((p) => p.info.rdns === preferred) ?? state.extensions[0] ?? null;
  }

  /** Spec 000 section 4: an account the wallet already authorises connects on load, without a prompt. */
  async function connectSilently(): Promise<void> {
    if (state.provider || state.status !== 'disconnected') return;
    const detail = preferredProvider();
    if (!detail) return;
    selectProvider(detail);
    if (storage?.getItem(STORAGE_KEYS.disconnected)) return;
    set({ isLoading: true });
    try {
      const address = firstAccount(await request(detail.provider, 'eth_accounts'));
      // The person may have connected, or chosen another wallet, while the wallet answered.
      if (address && isIdleWith(detail)) await becomeConnected(detail.provider, address);
    } catch {
      // A wallet that cannot answer eth_accounts leaves the session disconnected; Connect will say why.
    } finally {
      set({ isLoading: false });
    }
  }

  async function connectWith(detail: WalletProviderDetail): Promise<boolean> {
    if (state.status === 'connecting') return false;
    const before = state;
    selectProvider(detail);
    set({ status: 'connecting', isLoading: true, error: null });
    try {
      const address = firstAccount(await request(detail.provider, 'eth_requestAccounts'));
      if (!address) throw new NoAccountsError();
      storage?.removeItem(STORAGE_KEYS.disconnected);
      storage?.setItem(STORAGE_KEYS.provider, detail.info.rdns);
      await becomeConnected(detail.provider, address);
      notify.success(t('toast.connected'));
      return true;
    } catch (error) {
      const message = t(connectErrorKey(error));
      // A failed second attempt (Test Connect) leaves an existing session as it was.
      const keep = before.status === 'connected' && before.provider === detail;
      set({ ...(keep ? {} : DISCONNECTED), status: keep ? 'connected' : 'disconnected', error: message });
      notify.error(message);
      return false;
    } finally {
      set({ isLoading: false });
    }
  }

  return {
    getSnapshot: (): WalletState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getChainInfo: (): ChainInfo | null => chainInfo,

    /** Starts discovery and the silent reconnect; later calls do nothing. */
    start(): void {
      if (discovery) return;
      discovery = deps.discover();
      const current = discovery;
      set({ extensions: current.getProviders() });
      current.subscribe(() => {
        set({ extensions: current.getProviders() });
        void connectSilently();
      });
      void connectSilently();
    },

    /** The chain the server follows (GET /api/marketplace/chain); brings the demo wallet when it is embedded. */
    setChainInfo(info: ChainInfo): void {
      if (chainInfo && chainInfo.chainId === info.chainId && chainInfo.embedded === info.embedded) {
        chainInfo = info;
        return;
      }
      chainInfo = info;
      void connectSilently();
    },

    /** Asks the wallet for an account (eth_requestAccounts); toasts the outcome. */
    async connect(): Promise<boolean> {
      const detail = state.provider ?? preferredProvider();
      if (!detail) {
        const message = t('toast.notInstalled');
        set({ error: message });
        notify.error(message);
        return false;
      }
      return connectWith(detail);
    },

    /** Connects the demo wallet (embedded chain only) with one of the dev chain's accounts. */
    async connectDemoAccount(address: Address): Promise<boolean> {
      const wallet = demo();
      if (!wallet) return false;
      const alreadyConnected = state.status === 'connected' && state.provider === wallet.detail;
      wallet.selectAccount(address);
      if (alreadyConnected) return true;
      return connectWith(wallet.detail);
    },

    /** Forgets the session here, and asks the wallet to revoke the site's permission where it can. */
    async disconnect(): Promise<void> {
      const detail = state.provider;
      set({ ...DISCONNECTED, isLoading: true, error: null });
      try {
        storage?.setItem(STORAGE_KEYS.disconnected, '1');
        // Not every wallet supports revoking (EIP-2255); forgetting the session locally is what counts.
        if (detail)
          await request(detail.provider, 'wallet_revokePermissions', [{ eth_accounts: {} }]).catch(
            () => undefined,
          );
        notify.success(t('toast.disconnected'));
      } catch {
        notify.error(t('toast.disconnectFailed'));
      } finally {
        set({ isLoading: false });
      }
    },

    /** Re-reads the wallet's account and chain. Resolves false when the wallet could not be asked. */
    async refresh(): Promise<boolean> {
      const detail = state.provider ?? preferredProvider();
      if (!detail) return false;
      selectProvider(detail);
      set({ isLoading: true });
      try {
        const address = firstAccount(await request(detail.provider, 'eth_accounts'));
        if (!address) set(DISCONNECTED);
        else {
          const changed = state.status === 'connected' && address !== state.address;
          storage?.removeItem(STORAGE_KEYS.disconnected);
          await becomeConnected(detail.provider, address);
          if (changed) notify.info(t('toast.accountChanged'));
        }
        return true;
      } catch {
        return false;
      } finally {
        set({ isLoading: false });
      }
    },

    /** Moves the wallet to the server's chain, adding the chain to the wallet first if it does not know it. */
    async switchChain(): Promise<boolean> {
      const detail = state.provider;
      const info = chainInfo;
      if (!detail || !info) return false;
      const chainId = toHexChainId(info.chainId);
      const fail = (error: unknown) => {
        const key =
          providerErrorCode(error) === REQUEST_PENDING ? 'errors.requestPending' : 'errors.switchFailed';
        notify.error(t(key, { chainName: info.chainName }));
        return false;
      };
      try {
        await request(detail.provider, 'wallet_switchEthereumChain', [{ chainId }]);
      } catch (error) {
        if (providerErrorCode(error) !== UNRECOGNIZED_CHAIN) return fail(error);
        try {
          await request(detail.provider, 'wallet_addEthereumChain', [
            {
              chainId,
              chainName: info.chainName,
              rpcUrls: [resolveRpc(info.rpcUrl)],
              nativeCurrency: NATIVE_CURRENCY,
            },
          ]);
        } catch (addError) {
          return fail(addError);
        }
      }
      // Wallets emit chainChanged (the page reloads); this covers the ones that do not.
      set({ chainId: await readChainId(detail.provider) });
      return true;
    },
  };
}

export type WalletStore = ReturnType<typeof createWalletStore>;
