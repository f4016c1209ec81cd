import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { devAccounts, marketplaceAbi } from '@careledger/contracts';
import { type App, buildApp } from '@careledger/server/app';
import { loadConfig } from '@careledger/server/config';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { actAsAdmin } from './bench-session';
import { type ListingMetadata, listingPrice } from './marketplace-data';

// What the marketplace benchmarks set up before they measure: a server with its own chain, wallets on it,
// listing metadata, and listings in bulk.

type Marketplace = NonNullable<App['marketplace']>;

interface Fixture {
  app: App;
  marketplace: Marketplace;
  setupMs: number;
  close(): Promise<void>;
}

/** A server with its own embedded anvil chain (fresh contract) on a fresh PGlite directory, no demo data. */
export async function openFixture(env: Record<string, string>): Promise<Fixture> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careledger-bench-marketplace-'));
  const started = performance.now();
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      CHAIN_MODE: 'embedded',
      ...env,
    }),
    logger: false,
  });
  const setupMs = performance.now() - started;
  if (!app.marketplace) throw new Error('the marketplace did not start');
  await actAsAdmin(app);
  return {
    app,
    marketplace: app.marketplace,
    setupMs,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A wallet as the web app's would be: a dev key signing locally, talking to the app's anvil over HTTP. */
export function walletOf(marketplace: Marketplace, accountIndex: number) {
  const chain = defineChain({
    id: marketplace.chain.chainId,
    name: marketplace.chain.chainName,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [marketplace.chain.rpcUrl] } },
  });
  const key = devAccounts[accountIndex]?.privateKey;
  if (!key) throw new Error(`no dev account ${accountIndex}`);
  const transport = http(marketplace.chain.rpcUrl);
  return {
    wallet: createWalletClient({ account: privateKeyToAccount(key), chain, transport }),
    client: createPublicClient({ chain, transport }),
  };
}

export async function uploadMetadata(app: App, metadata: ListingMetadata): Promise<Hex> {
  const response = await app.inject({ method: 'POST', url: '/api/marketplace/metadata', payload: metadata });
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`metadata upload failed: ${response.body}`);
  return (response.json() as { hash: Hex }).hash;
}

/** Anvil's unlocked dev accounts that list in bulk, and how many listings go in one block. */
const SELLERS = [1, 2, 3, 4];
const TXS_PER_BLOCK = 1_000;

async function rpcBatch(rpcUrl: string, calls: { method: string; params: unknown[] }[]): Promise<unknown[]> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call }))),
  });
  const answers = (await response.json()) as { id: number; result?: unknown; error?: { message: string } }[];
  return calls.map((_call, id) => {
    const answer = answers.find((a) => a.id === id);
    if (!answer || answer.error) throw new Error(`JSON-RPC call failed: ${answer?.error?.message}`);
    return answer.result;
  });
}

/**
 * Lists `listings` products on the app's chain the way the demo seed does (anvil's unlocked dev accounts 1–4,
 * automine off, one JSON-RPC batch and one evm_mine per block), each with its metadata uploaded first so it
 * is verified. Returns the number of blocks mined.
 */
export async function listOnChain(marketplace: Marketplace, hashes: Hex[]): Promise<number> {
  const { rpcUrl, address } = marketplace.chain;
  const { client } = walletOf(marketplace, 1);
  const sellers = SELLERS.map((i) => devAccounts[i]?.address as Address);
  const estimate = await client.estimateContractGas({
    address,
    abi: marketplaceAbi,
    functionName: 'listProduct',
    args: [parseEther('0.5'), 1_000n, hashes[0] as Hex],
    account: sellers[0] as Address,
  });
  const gas = (estimate * 13n) / 10n;
  await rpcBatch(rpcUrl, [
    { method: 'evm_setAutomine', params: [false] },
    { method: 'evm_setBlockGasLimit', params: [`0x${(gas * BigInt(TXS_PER_BLOCK + 10)).toString(16)}`] },
  ]);
  // Explicit nonces: anvil answers a batch's requests concurrently, so it would hand one nonce out twice.
  const nonces = (
    (await rpcBatch(
      rpcUrl,
      sellers.map((seller) => ({ method: 'eth_getTransactionCount', params: [seller, 'pending'] })),
    )) as Hex[]
  ).map((n) => BigInt(n));
  const nonceOf = (i: number) =>
    (nonces[i % sellers.length] as bigint) + BigInt(Math.floor(i / sellers.length));
  let blocks = 0;
  try {
    for (let first = 0; first < hashes.length; first += TXS_PER_BLOCK) {
      const calls = hashes.slice(first, first + TXS_PER_BLOCK).map((hash, k) => {
        const i = first + k;
        return {
          method: 'eth_sendTransaction',
          params: [
            {
              from: sellers[i % sellers.length],
              nonce: `0x${nonceOf(i).toString(16)}`,
              to: address,
              gas: `0x${gas.toString(16)}`,
              data: encodeFunctionData({
                abi: marketplaceAbi,
                functionName: 'listProduct',
                args: [parseEther(listingPrice(i)), BigInt(10 + ((i * 13) % 990)), hash],
              }),
            },
          ],
        };
      });
      await rpcBatch(rpcUrl, calls);
      await rpcBatch(rpcUrl, [{ method: 'evm_mine', params: [] }]);
      blocks += 1;
      const [block] = (await rpcBatch(rpcUrl, [
        { method: 'eth_getBlockByNumber', params: ['latest', false] },
      ])) as { transactions: Hex[] }[];
      if (block?.transactions.length !== calls.length)
        throw new Error(`a block holds ${block?.transactions.length} listings, not ${calls.length}`);
    }
  } finally {
    await rpcBatch(rpcUrl, [{ method: 'evm_setAutomine', params: [true] }]);
  }
  return blocks;
}
