import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { readdir, readFile, readlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devAccounts, marketplaceAbi, toMarketplaceStatus } from '@careledger/contracts';
import { isProcessRunning as isAlive } from '@careledger/contracts/node';
import { asc, isNotNull, sql } from 'drizzle-orm';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  keccak256,
  parseEther,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { chainDeployment, marketOrders } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../test/databases';
import { type ServerProcess, startServerProcess, waitForStaleLock } from '../../test/server-process';
import { eventually } from './test-chain';

// A real server process with its embedded chain, killed by SIGKILL while purchases are being mined, then
// started again on the same DATA_DIR. PostgreSQL holds the index so the test can read it while servers run.

const SELLER = 1;
const BUYER = 9;
const PRICE = parseEther('0.001');

describe('the embedded chain when its server is killed', () => {
  let database: TestDatabase;
  let db: Database;
  let databaseUrl: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careledger-crash-'));
  const chainDir = path.join(realpathSync(dataDir), 'chain');
  let server: ServerProcess | undefined;
  const start = async () => {
    server = await startServerProcess({
      dataDir,
      env: {
        DATABASE_URL: databaseUrl,
        CHAIN_MODE: 'embedded',
        SEED_DEMO_DATA: 'false',
        CHAIN_POLL_INTERVAL_MS: '100',
      },
    });
    return server;
  };

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    db = database.handle.db;
    const [row] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${row?.name}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Two real server starts (tsx, migrations, deployment, demo marketplace) and a stale-lock wait: give a
  // loaded two-core machine room; nothing here measures time.
  it('comes back with no orphan node, a whole state file, and an index that agrees with the chain order for order', async () => {
    const first = await start();
    const firstChain = chainOf(first);
    const [deployment] = await db.select().from(chainDeployment);
    const market = (deployment?.address ?? '') as Address;
    const description = keccak256(toHex('crash'));
    const listed = await firstChain.write(SELLER, 'listProduct', [PRICE, 10_000n, description]);
    const productId = 1n;
    expect(listed.status).toBe('success');

    // Purchases one after another, and a reader of state.json as often as it can, until the kill.
    let isKilled = false;
    const receipts: string[] = [];
    const purchasing = (async () => {
      for (;;) {
        try {
          const receipt = await firstChain.write(
            BUYER,
            'purchase',
            [productId, 1n, PRICE, description],
            PRICE,
          );
          receipts.push(receipt.transactionHash);
        } catch (error) {
          if (isKilled) return;
          throw error;
        }
      }
    })();
    let reads = 0;
    const badReads: string[] = [];
    const reading = (async () => {
      while (!isKilled) {
        const text = await readFile(path.join(chainDir, 'state.json'), 'utf8');
        reads += 1;
        if (!isJson(text)) badReads.push(text.slice(-80));
        await new Promise((wake) => setTimeout(wake, 5));
      }
    })();
    await eventually(
      async () => (receipts.length >= 20 && reads >= 40 ? true : undefined),
      'twenty purchases mined and forty reads of the state',
    );
    const indexedBeforeKill = await minedOrders(db);
    const oldNode = Number(await readFile(path.join(chainDir, 'anvil.pid'), 'utf8'));
    isKilled = true;
    await first.kill('SIGKILL');
    await Promise.all([purchasing, reading]);

    // The node died with its server (parent-death signal), and the state file is whole.
    await eventually(async () => (isAlive(oldNode) ? undefined : true), 'the old node to stop', 15_000);
    expect(badReads).toEqual([]);
    expect(reads).toBeGreaterThanOrEqual(40);
    expect(isJson(await readFile(path.join(chainDir, 'state.json'), 'utf8'))).toBe(true);

    await waitForStaleLock(dataDir);
    const second = await start();
    const secondChain = chainOf(second);
    const newNode = Number(await readFile(path.join(chainDir, 'anvil.pid'), 'utf8'));
    expect(await nodesIn(chainDir)).toEqual([newNode]);

    // Everything indexed before the kill is still on the chain, and index and chain agree order for order.
    // A purchase mined in the instant of the kill is on the chain but reaches the index only once the new
    // server's indexer has caught up: wait for that, then compare order for order.
    const onChain = await secondChain.orders(market);
    const indexed = await eventually(async () => {
      const orders = await minedOrders(db);
      return orders.length >= onChain.length ? orders : undefined;
    }, 'the index to catch up with the chain');
    expect(indexed.map(({ txHash: _txHash, ...order }) => order)).toEqual(onChain);
    expect(indexed.slice(0, indexedBeforeKill.length)).toEqual(indexedBeforeKill);
    expect(indexedBeforeKill.length).toBeGreaterThan(0);

    // The chain goes on from where it was saved, and the index with it.
    const next = await secondChain.write(BUYER, 'purchase', [productId, 2n, PRICE, description], PRICE * 2n);
    const after = await eventually(async () => {
      const orders = await minedOrders(db);
      return orders.some((o) => o.txHash === next.transactionHash) ? orders : undefined;
    }, 'the purchase after the restart to be indexed');
    expect(after).toHaveLength(onChain.length + 1);
  }, 300_000);
});

/** A wallet and a reader on the server's embedded node, which the test reaches directly (as the bench does). */
function chainOf(server: ServerProcess) {
  const rpcUrl = server.chainRpcUrl;
  if (!rpcUrl) throw new Error(`the server did not log its chain's address:\n${server.output()}`);
  const chain = { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } };
  const transport = http(rpcUrl);
  const client = createPublicClient({ chain, transport, pollingInterval: 10 });
  let market: Address | undefined;
  return {
    async write(index: number, functionName: string, args: readonly unknown[], value?: bigint) {
      market ??= (await marketAddress(client)) as Address;
      const account = privateKeyToAccount((devAccounts[index] as (typeof devAccounts)[number]).privateKey);
      const wallet = createWalletClient({ account, chain, transport });
      const hash = await wallet.writeContract({
        address: market,
        abi: marketplaceAbi,
        functionName,
        args,
        value,
        gas: 400_000n,
      } as never);
      return client.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    },
    /** Every order the contract holds, as the index should show it. */
    async orders(address: Address) {
      const reader = { address, abi: marketplaceAbi } as const;
      const count = await client.readContract({ ...reader, functionName: 'orderCount' });
      const orders = [];
      for (let id = 1n; id <= count; id += 1n) {
        const [productId, buyer, , quantity, , , status] = await client.readContract({
          ...reader,
          functionName: 'orders',
          args: [id],
        });
        orders.push({
          orderId: Number(id),
          productId: Number(productId),
          buyer: buyer.toLowerCase(),
          quantity: Number(quantity),
          status: toMarketplaceStatus(status),
        });
      }
      return orders;
    },
  };
}

/** The marketplace is the contract dev account 0 deployed first, at its nonce-0 address. */
async function marketAddress(client: ReturnType<typeof createPublicClient>) {
  const receipt = await client.getTransactionReceipt({
    hash: (await client.getBlock({ blockNumber: 1n })).transactions[0] as `0x${string}`,
  });
  return receipt.contractAddress;
}

async function minedOrders(db: Database) {
  return db
    .select({
      orderId: marketOrders.orderId,
      productId: marketOrders.productId,
      buyer: marketOrders.buyer,
      quantity: marketOrders.quantity,
      status: marketOrders.status,
      txHash: marketOrders.txHash,
    })
    .from(marketOrders)
    .where(isNotNull(marketOrders.orderId))
    .orderBy(asc(marketOrders.orderId));
}

/** Every process running the anvil binary in `dir` (its nodes run there; see anvil-lifetime). */
async function nodesIn(dir: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const [command] = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).split('\0');
      if (command?.endsWith('/anvil') && (await readlink(`/proc/${entry}/cwd`)) === dir)
        found.push(Number(entry));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
