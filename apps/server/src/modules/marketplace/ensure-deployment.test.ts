import { asc, eq } from 'drizzle-orm';
import { http } from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { chainBlocks, chainDeployment, marketOrders } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/databases';
import { ensureDeployment } from './ensure-deployment';
import { account, startTestChain, type TestChain } from './test-chain';

/** ensureDeployment against one test chain, as the embedded chain calls it (or as an external one, given an address). */
function deployOn(testChain: TestChain, db: Database, options: { externalAddress?: `0x${string}` } = {}) {
  const chain = { ...foundry, rpcUrls: { default: { http: [testChain.anvil.rpcUrl] } } };
  return ensureDeployment({
    db,
    client: testChain.client,
    transport: http(testChain.anvil.rpcUrl),
    chain,
    externalAddress: options.externalAddress,
    node: 'the test chain',
  });
}

async function rows(db: Database) {
  return {
    deployment: await db.select().from(chainDeployment),
    orders: await db.select().from(marketOrders).orderBy(asc(marketOrders.rowId)),
  };
}

describe.each(DATABASE_KINDS)('the marketplace deployment a database follows (%s)', (kind) => {
  let home: TestChain;
  let other: TestChain;
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    home = await startTestChain();
    // anvil's genesis block is stamped in whole seconds: two nodes started within one second are one chain.
    await new Promise((wake) => setTimeout(wake, 1000 - (Date.now() % 1000) + 50));
    other = await startTestChain();
  });
  afterAll(async () => {
    await Promise.all([home?.stop(), other?.stop()]);
  });
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.handle.migrate();
    await seedDatabase({ db: database.handle.db, demoData: false });
    db = database.handle.db;
  });
  afterAll(async () => {
    await database?.dispose();
  });
  // Each case starts from a database that follows no chain yet.
  beforeEach(async () => {
    await db.delete(marketOrders);
    await db.delete(chainBlocks);
    await db.delete(chainDeployment);
  });

  /** An order with a rating: off-chain data that no chain can give back. */
  const rateAnOrder = () =>
    db.insert(marketOrders).values({
      orderId: 1,
      txHash: `0x${'ab'.repeat(32)}`,
      productId: 1,
      buyer: account(5),
      seller: account(1),
      quantity: 1,
      unitPriceWei: '1',
      totalWei: '1',
      status: 'delivered',
      mined: true,
      rating: 5,
    });

  it('records the chain id, the genesis block and the contract it deploys, saving the chain first', async () => {
    const genesis = await home.client.getBlock({ blockNumber: 0n });
    let recordedWhenSaved: unknown[] | undefined;
    const deployment = await ensureDeployment({
      db,
      client: home.client,
      transport: http(home.anvil.rpcUrl),
      chain: { ...foundry, rpcUrls: { default: { http: [home.anvil.rpcUrl] } } },
      externalAddress: undefined,
      node: 'the test chain',
      saveState: async () => {
        recordedWhenSaved = await db.select().from(chainDeployment);
        return 0;
      },
    });
    expect(deployment.isNew).toBe(true);
    expect(recordedWhenSaved).toEqual([]);
    expect((await rows(db)).deployment).toEqual([
      expect.objectContaining({
        chainId: 31337,
        genesisHash: genesis.hash,
        address: deployment.address.toLowerCase(),
        startBlock: deployment.startBlock,
      }),
    ]);
    const again = await deployOn(home, db);
    expect(again).toEqual({ ...deployment, address: deployment.address.toLowerCase(), isNew: false });
  });

  it('refuses a node that serves another chain, and changes nothing', async () => {
    const deployment = await deployOn(home, db);
    await rateAnOrder();
    const before = await rows(db);
    const otherGenesis = (await other.client.getBlock({ blockNumber: 0n })).hash;
    await expect(deployOn(other, db)).rejects.toThrow(
      `This database indexes the marketplace contract ${deployment.address.toLowerCase()} on chain 31337 (genesis block ${before.deployment[0]?.genesisHash}), from block ${deployment.startBlock}, but the test chain serves chain 31337 (genesis block ${otherGenesis}): another chain.`,
    );
    expect(await rows(db)).toEqual(before);
  });

  it('refuses a chain whose state is older than the deployment, and keeps the orders', async () => {
    const beforeDeployment = await home.rpc<string>('evm_snapshot');
    await deployOn(home, db);
    await rateAnOrder();
    const before = await rows(db);
    await home.rpc('evm_revert', [beforeDeployment]);
    await expect(deployOn(home, db)).rejects.toThrow(
      /but the test chain has no contract at 0x[0-9a-f]{40}: its state is older than the deployment/,
    );
    expect(await rows(db)).toEqual(before);
  });

  it('refuses a MARKETPLACE_ADDRESS other than the contract it indexes', async () => {
    const first = await home.deploy();
    const second = await home.deploy();
    await deployOn(home, db, { externalAddress: first.address });
    const before = await rows(db);
    await expect(deployOn(home, db, { externalAddress: second.address })).rejects.toThrow(
      /but MARKETPLACE_ADDRESS names another contract on that chain/,
    );
    expect(await rows(db)).toEqual(before);
    expect((await deployOn(home, db, { externalAddress: first.address })).isNew).toBe(false);
  });

  it('fills in the genesis block of a deployment recorded before it was kept, when the chain has its blocks', async () => {
    const deployment = await deployOn(home, db);
    await db.update(chainDeployment).set({ genesisHash: null });
    const block = await home.client.getBlock({ blockNumber: BigInt(deployment.startBlock) });
    await db.insert(chainBlocks).values({ number: deployment.startBlock, hash: String(block.hash) });
    expect((await deployOn(home, db)).isNew).toBe(false);
    const genesis = await home.client.getBlock({ blockNumber: 0n });
    expect((await rows(db)).deployment[0]?.genesisHash).toBe(genesis.hash);

    await db.update(chainDeployment).set({ genesisHash: null });
    await db
      .update(chainBlocks)
      .set({ hash: `0x${'cd'.repeat(32)}` })
      .where(eq(chainBlocks.number, deployment.startBlock));
    await expect(deployOn(home, db)).rejects.toThrow(/which does not hold the blocks this database indexed/);
    expect((await rows(db)).deployment[0]?.genesisHash).toBeNull();
  });
});
