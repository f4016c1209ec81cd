import { devAccounts, marketplaceAbi } from '@careledger/contracts';
import { type AnvilInstance, deployMarketplace, startAnvil } from '@careledger/contracts/node';
import { type ProductMetadata, productMetadataHash } from '@careledger/shared';
import type { FastifyInstance } from 'fastify';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { createSiweMessage } from 'viem/siwe';
import type { MarketplaceChain } from './marketplace-chain';

// Test helpers: a private anvil node on a free port, and transactions from its dev accounts.

export interface TestChain {
  anvil: AnvilInstance;
  client: MarketplaceChain['client'];
  /** A fresh marketplace contract and a MarketplaceChain that follows it. */
  deploy(
    options?: Partial<Pick<MarketplaceChain, 'confirmations' | 'logChunkBlocks'>>,
  ): Promise<MarketplaceChain>;
  /** Sends a marketplace call from dev account `index` and waits for its receipt (anvil mines at once). */
  send(
    chain: MarketplaceChain,
    index: number,
    functionName: string,
    args: readonly unknown[],
    value?: bigint,
  ): Promise<TransactionReceipt>;
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  stop(): Promise<void>;
}

export async function startTestChain(): Promise<TestChain> {
  const anvil = await startAnvil({ port: 0 });
  const chain = { ...foundry, rpcUrls: { default: { http: [anvil.rpcUrl] } } };
  const transport = http(anvil.rpcUrl);
  const client = createPublicClient({ chain, transport, cacheTime: 0 }) as MarketplaceChain['client'];
  const wallet = (index: number) =>
    createWalletClient({
      account: privateKeyToAccount((devAccounts[index] as (typeof devAccounts)[number]).privateKey),
      chain,
      transport,
    });
  return {
    anvil,
    client,
    async deploy(options = {}) {
      const address = await deployMarketplace(wallet(0), client);
      const startBlock = Number(await client.getBlockNumber({ cacheTime: 0 }));
      return {
        chainId: 31337,
        chainName: 'test chain',
        rpcUrl: anvil.rpcUrl,
        address,
        embedded: true,
        confirmations: options.confirmations ?? 0,
        logChunkBlocks: options.logChunkBlocks ?? 2000,
        startBlock,
        client,
      };
    },
    async send(chain, index, functionName, args, value) {
      const hash = await wallet(index).writeContract({
        address: chain.address,
        abi: marketplaceAbi,
        functionName,
        args,
        value,
      } as never);
      return client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    },
    async rpc<T>(method: string, params: unknown[] = []) {
      return (await client.request({ method, params } as never)) as T;
    },
    stop: () => anvil.stop(),
  };
}

export const account = (index: number): Address =>
  (devAccounts[index] as (typeof devAccounts)[number]).address.toLowerCase() as Address;

export function testMetadata(
  name: string,
  category: ProductMetadata['category'] = 'Consumables',
): ProductMetadata {
  return { name, description: `${name} for the test ward`, category, imageUrl: '' };
}

/** listProduct arguments for a price in ETH. */
export function listing(price: string, inventory: number, metadata: ProductMetadata): [bigint, bigint, Hex] {
  return [parseEther(price), BigInt(inventory), productMetadataHash(metadata)];
}

/** Polls `check` until it returns a value (not undefined), or fails after a generous deadline. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wake) => setTimeout(wake, 25));
  }
}

/** A wallet on the app's own chain, signing with dev account `index`. */
export function appWallet(chain: MarketplaceChain, index: number) {
  const viemChain = { ...foundry, rpcUrls: { default: { http: [chain.rpcUrl] } } };
  return createWalletClient({
    account: privateKeyToAccount((devAccounts[index] as (typeof devAccounts)[number]).privateKey),
    chain: viemChain,
    transport: http(chain.rpcUrl),
  });
}

/** Sends a marketplace call from dev account `index` on the app's chain; returns the hash without waiting. */
export async function sendCall(
  chain: MarketplaceChain,
  index: number,
  functionName: string,
  args: readonly unknown[],
  value?: bigint,
): Promise<Hex> {
  // A fixed gas limit skips estimation, so a call that will revert is still sent (and mined, and fails).
  return appWallet(chain, index).sendTransaction({
    to: chain.address,
    data: encodeFunctionData({ abi: marketplaceAbi, functionName, args } as never),
    value,
    gas: 400_000n,
  });
}

/**
 * Links dev account `index`'s wallet to the account behind `cookie` (the test app's admin unless given) the way a
 * browser does: a nonce, an EIP-4361 message for the request's host and the app's chain, signed with the
 * wallet's key, posted to /api/account/wallets.
 */
export async function linkTestWallet(
  app: FastifyInstance,
  index: number,
  { cookie, host = 'localhost:80' }: { cookie?: string; host?: string } = {},
): Promise<void> {
  const headers = { host, ...(cookie === undefined ? {} : { cookie }) };
  const nonce = (await app.inject({ method: 'POST', url: '/api/account/wallets/nonce', headers })).json()
    .nonce;
  const wallet = privateKeyToAccount((devAccounts[index] as (typeof devAccounts)[number]).privateKey);
  const message = createSiweMessage({
    address: wallet.address,
    chainId: app.config.chain.chainId,
    domain: host,
    nonce,
    uri: `http://${host}`,
    version: '1',
  });
  const signature = await wallet.signMessage({ message });
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/wallets',
    headers,
    payload: { message, signature },
  });
  if (res.statusCode !== 201)
    throw new Error(`linking wallet ${index} answered ${res.statusCode}: ${res.body}`);
}
