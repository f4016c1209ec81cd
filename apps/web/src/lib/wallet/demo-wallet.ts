import type { Address } from '@careledger/shared';
import { toHexChainId } from './chain';
import type { DemoSigner, RpcTransactionRequest } from './demo-signer';
import type { Eip1193Provider, WalletProviderDetail } from './types';
import { STORAGE_KEYS, type WalletStorage } from './wallet-storage';

export const DEMO_WALLET_RDNS = 'org.careledger.demo-wallet';

/** An EIP-1193 error, shaped as wallets throw them (viem reads `code`, `message` and `data`). */
export class ProviderRpcError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    this.data = data;
  }
}

const UNAUTHORIZED = 4100;
const UNSUPPORTED_METHOD = 4200;
const UNRECOGNIZED_CHAIN = 4902;
const INTERNAL_ERROR = -32603;

export interface DemoWalletOptions {
  chainId: number;
  /** Absolute URL of the server's JSON-RPC proxy. */
  rpcUrl: string;
  /** The dev chain's accounts, from ChainInfo.demoAccounts; the wallet holds their keys (anvil's public ones). */
  accounts: readonly Address[];
  name: string;
  storage: WalletStorage | null;
  fetch?: typeof fetch;
}

export interface DemoWallet {
  detail: WalletProviderDetail;
  accounts: readonly Address[];
  /** The chosen account; remembered across reloads. */
  getAccount(): Address | null;
  /** Chooses the account eth_requestAccounts answers; emits accountsChanged when the site is connected. */
  selectAccount(address: Address): void;
}

type Listener = (...args: never[]) => void;

/** Signing methods the demo wallet does not offer (nothing in CareLedger asks for them). */
const UNSUPPORTED_SIGNING = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
]);

/** A failure while filling, signing or sending, as a wallet reports it: the node's own error when there is one. */
function toProviderError(error: unknown): ProviderRpcError {
  for (let current: unknown = error; current instanceof Error; current = current.cause)
    if (current instanceof ProviderRpcError) return current;
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: string; message?: string };
  return new ProviderRpcError(INTERNAL_ERROR, shortMessage ?? message ?? String(error));
}

/**
 * The "CareLedger demo wallet", offered only when the server runs its own dev chain. It signs in the browser,
 * like any wallet, with the dev accounts' published anvil keys (`demo-signer.ts`, loaded on the first signature):
 * eth_sendTransaction is filled, signed and sent raw, personal_sign signed locally. Reads go to the server's RPC
 * proxy, which signs nothing; the account and chain questions it answers itself.
 */
export function createDemoWallet(options: DemoWalletOptions): DemoWallet {
  const { chainId, rpcUrl, storage } = options;
  const accounts = options.accounts.map((a) => a.toLowerCase() as Address);
  const fetchJson = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const listeners = new Map<string, Set<Listener>>();
  let nextId = 1;
  const signers = new Map<Address, Promise<DemoSigner | null>>();

  const remembered = storage?.getItem(STORAGE_KEYS.demoAccount)?.toLowerCase();
  let account: Address | null = accounts.find((a) => a === remembered) ?? null;
  /** The site holds permission once eth_requestAccounts ran (or a remembered account is restored). */
  let authorised = account !== null;

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  };

  const remember = (next: Address | null) => {
    account = next;
    if (next) storage?.setItem(STORAGE_KEYS.demoAccount, next);
    else storage?.removeItem(STORAGE_KEYS.demoAccount);
  };

  const requireAccount = (from: unknown): void => {
    if (!authorised || !account || String(from).toLowerCase() !== account)
      throw new ProviderRpcError(UNAUTHORIZED, 'The demo wallet has not authorised this account.');
  };

  async function forward(method: string, params: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchJson(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
      });
    } catch (cause) {
      throw new ProviderRpcError(INTERNAL_ERROR, `The chain could not be reached: ${String(cause)}`);
    }
    const body = (await response.json().catch(() => null)) as {
      result?: unknown;
      error?: { code?: number; message?: string; data?: unknown };
    } | null;
    if (body?.error)
      throw new ProviderRpcError(
        body.error.code ?? INTERNAL_ERROR,
        body.error.message ?? 'RPC error',
        body.error.data,
      );
    if (!response.ok || body === null || !('result' in body))
      throw new ProviderRpcError(INTERNAL_ERROR, `The chain's RPC proxy answered HTTP ${response.status}.`);
    return body.result;
  }

  /** The chosen account's signer, loaded once per account. */
  async function signer(address: Address): Promise<DemoSigner> {
    let loading = signers.get(address);
    if (!loading) {
      loading = import('./demo-signer').then((m) =>
        m.createDemoSigner({ address, chainId, rpcUrl, request: forward }),
      );
      loading.catch(() => signers.delete(address));
      signers.set(address, loading);
    }
    const loaded = await loading;
    if (!loaded) throw new ProviderRpcError(UNAUTHORIZED, 'The demo wallet holds no key for this account.');
    return loaded;
  }

  /** Runs a signature with the chosen account, whose address `from` must be. */
  async function sign<T>(from: unknown, use: (signer: DemoSigner) => Promise<T>): Promise<T> {
    requireAccount(from);
    const chosen = await signer(account as Address);
    return use(chosen).catch((error: unknown) => {
      throw toProviderError(error);
    });
  }

  const provider: Eip1193Provider = {
    async request({ method, params }) {
      const list = Array.isArray(params) ? params : [];
      switch (method) {
        case 'eth_accounts':
          return authorised && account ? [account] : [];
        case 'eth_requestAccounts':
          if (!account) remember(accounts[0] ?? null);
          if (!account) throw new ProviderRpcError(UNAUTHORIZED, 'The dev chain offers no demo accounts.');
          authorised = true;
          storage?.setItem(STORAGE_KEYS.demoAccount, account);
          return [account];
        case 'eth_chainId':
          return toHexChainId(chainId);
        case 'net_version':
          return String(chainId);
        case 'wallet_switchEthereumChain': {
          const requested = (list[0] as { chainId?: string } | undefined)?.chainId;
          if (requested !== undefined && Number(requested) === chainId) return null;
          throw new ProviderRpcError(
            UNRECOGNIZED_CHAIN,
            'The demo wallet only knows the CareLedger dev chain.',
          );
        }
        case 'wallet_addEthereumChain':
          throw new ProviderRpcError(
            UNSUPPORTED_METHOD,
            'The demo wallet only knows the CareLedger dev chain.',
          );
        case 'wallet_revokePermissions':
          authorised = false;
          remember(null);
          emit('accountsChanged', []);
          return null;
        case 'eth_sendTransaction': {
          const tx = (list[0] ?? {}) as RpcTransactionRequest;
          return sign(tx.from, (s) => s.sendTransaction(tx));
        }
        case 'personal_sign':
          return sign(list[1], (s) => s.signMessage(String(list[0])));
        default:
          if (UNSUPPORTED_SIGNING.has(method))
            throw new ProviderRpcError(UNSUPPORTED_METHOD, `The demo wallet does not offer ${method}.`);
          return forward(method, params);
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };

  return {
    detail: {
      info: { uuid: DEMO_WALLET_RDNS, name: options.name, icon: '', rdns: DEMO_WALLET_RDNS },
      provider,
    },
    accounts,
    getAccount: () => account,
    selectAccount(address) {
      const next = address.toLowerCase() as Address;
      if (!accounts.includes(next) || next === account) return;
      remember(next);
      if (authorised) emit('accountsChanged', [next]);
    },
  };
}
