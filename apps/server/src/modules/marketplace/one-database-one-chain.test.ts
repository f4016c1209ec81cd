import { rmSync } from 'node:fs';
import type { Order } from '@careledger/shared';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { marketOrders } from '../../db/schema';
import { callApi, makeItem } from '../../test/api';
import {
  adminSessionCookie,
  embeddedChainConfig,
  injectAs,
  openTestDatabase,
  type TestDatabase,
  testConfig,
} from '../../test/databases';
import { snapshotDatabase } from '../../test/snapshot';
import { account, linkTestWallet } from './test-chain';

describe('one database, one chain (postgres)', () => {
  let database: TestDatabase;
  let first: App;
  const dataDirs: string[] = [];
  const configWithChain = () => {
    const config = testConfig({ chain: embeddedChainConfig() });
    dataDirs.push(config.dataDir);
    return config;
  };

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    first = await buildApp({ config: configWithChain(), database: database.handle });
    injectAs(first, await adminSessionCookie(first));
  });
  afterAll(async () => {
    await first?.close();
    await database?.dispose();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second server with its own embedded chain, and every row stays as it was', async () => {
    const db = database.handle.db;
    // Off-chain data on orders: the seeded ratings, and a purchase received into inventory.
    const [delivered] = (
      (await callApi(first, 'GET', `/marketplace/orders?buyer=${account(5)}`)).body.items as Order[]
    ).filter((o) => o.status === 'delivered');
    const item = await makeItem(first);
    await linkTestWallet(first, 5);
    const received = await callApi(first, 'POST', `/marketplace/orders/${delivered?.id}/receive`, {
      itemId: item.id,
    });
    expect(received.status).toBe(200);
    const before = await snapshotDatabase(db);
    expect(before.marketProducts).toHaveLength(24);
    expect(before.marketOrders.filter((o) => o.rating !== null).length).toBeGreaterThan(0);
    expect(before.marketOrders.filter((o) => o.receivedMovementId !== null)).toHaveLength(1);
    const [deployment] = before.chainDeployment;
    expect(deployment?.genesisHash).toMatch(/^0x[0-9a-f]{64}$/);

    const second = buildApp({ config: configWithChain(), database: database.handle });
    await expect(second).rejects.toThrow(
      new RegExp(
        `This database indexes the marketplace contract ${deployment?.address} on chain 31337 \\(genesis block ${deployment?.genesisHash}\\).*but the embedded chain in \\S+ serves chain 31337 \\(genesis block 0x[0-9a-f]{64}\\): another chain\\..*restore DATA_DIR/chain.*CHAIN_RPC_URL.*fresh database`,
      ),
    );
    expect(await snapshotDatabase(db)).toEqual(before);

    // The first server goes on indexing its own chain.
    await first.marketplace?.indexer.sync();
    expect(await snapshotDatabase(db)).toEqual(before);
    const stats = await callApi(first, 'GET', '/marketplace/stats');
    expect(stats.body.products).toBe(24);
    const mined = await db.select().from(marketOrders).where(isNotNull(marketOrders.orderId));
    expect(mined.length).toBe(before.marketOrders.filter((o) => o.orderId !== null).length);
  });
});
