import type { Address, ChainInfo } from '@careledger/shared';
import {
  type Account,
  type Chain,
  type CustomTransport,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type HttpTransport,
  http,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { NATIVE_CURRENCY, resolveRpcUrl } from './chain';
import type { Eip1193Provider } from './types';

export type MarketplaceWalletClient = WalletClient<CustomTransport, Chain, Account>;
export type MarketplacePublicClient = PublicClient<CustomTransport | HttpTransport, Chain>;

/** Receipts on a dev chain arrive within a second; viem's default (4 s) would make every step feel slow. */
const POLLING_INTERVAL_MS = 1_000;

/** The chain the server follows, as viem describes a chain. */
function toViemChain(info: ChainInfo): Chain {
  return defineChain({
    id: info.chainId,
    name: info.chainName,
    nativeCurrency: NATIVE_CURRENCY,
    rpcUrls: { default: { http: [resolveRpcUrl(info.rpcUrl)] } },
  });
}

const chainKey = (info: ChainInfo) => `${info.chainId}|${info.chainName}|${info.rpcUrl}`;

// Clients are cached per provider and chain, so every component that calls useWallet shares the same objects
// (stable dependencies for effects and callbacks) and a refetched ChainInfo does not rebuild them.
const walletClients = new WeakMap<Eip1193Provider, { key: string; client: MarketplaceWalletClient }>();
const publicClients = new WeakMap<object, { key: string; client: MarketplacePublicClient }>();
const httpTarget = {};

/** A wallet client that signs as `address` on the server's chain (viem refuses to send on another chain). */
export function getWalletClient(
  provider: Eip1193Provider,
  address: Address,
  info: ChainInfo,
): MarketplaceWalletClient {
  const key = `${address}|${chainKey(info)}`;
  const cached = walletClients.get(provider);
  if (cached?.key === key) return cached.client;
  const client = createWalletClient({
    account: address,
    chain: toViemChain(info),
    transport: custom(provider),
    pollingInterval: POLLING_INTERVAL_MS,
  });
  walletClients.set(provider, { key, client });
  return client;
}

/** Reads through the wallet's provider when there is one, else straight to the server's RPC URL. */
export function getPublicClient(provider: Eip1193Provider | null, info: ChainInfo): MarketplacePublicClient {
  const target = provider ?? httpTarget;
  const key = chainKey(info);
  const cached = publicClients.get(target);
  if (cached?.key === key) return cached.client;
  const client: MarketplacePublicClient = createPublicClient({
    chain: toViemChain(info),
    transport: provider ? custom(provider) : http(resolveRpcUrl(info.rpcUrl)),
    pollingInterval: POLLING_INTERVAL_MS,
  });
  publicClients.set(target, { key, client });
  return client;
}
