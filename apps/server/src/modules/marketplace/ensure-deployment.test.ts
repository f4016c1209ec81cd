import { marketplaceDeployedBytecode } from '@careledger/contracts';
import { productMetadataHash } from '@careledger/shared';
import { asc, eq } from 'drizzle-orm';
import { type Address, type Hex, http, parseEther } from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  chainBlocks,
  chainCursor,
  chainDeployment,
  chainEvents,
  marketOrders,
  marketProducts,
} from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/databases';
import { ensureDeployment } from './ensure-deployment';
import { indexChain } from './index-chain';
import { isCurrentContract } from './is-current-contract';
import type { MarketplaceChain } from './marketplace-chain';
import { account, listing, startTestChain, type TestChain, testMetadata } from './test-chain';

/**
 * Stands in for an earlier version of the marketplace contract: runtime code other than this version's (it
 * reverts on every call, as the current ABI's calls would on the old contract).
 */
const EARLIER_VERSION_CODE: Hex = '0x5f5ffd';

/** This version's runtime code with another source hash in its metadata (what a comment-only change gives). */
const SAME_CODE_OTHER_METADATA = marketplaceDeployedBytecode.replace(
  /a2646970667358221220[0-9a-f]{64}/,
  `a2646970667358221220${'ab'.repeat(32)}`,
) as Hex;

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
    await db.delete(marketProducts);
    await db.delete(chainEvents);
    await db.delete(chainCursor);
    await db.delete(chainBlocks);
    await db.delete(chainDeployment);
  });

  /** The MarketplaceChain the server builds on a deployment, for the indexer. */
  const following = (deployment: { address: Address; startBlock: number }): MarketplaceChain => ({
    chainId: 31337,
    chainName: 'test chain',
    rpcUrl: home.anvil.rpcUrl,
    address: deployment.address,
    embedded: true,
    confirmations: 0,
    logChunkBlocks: 2000,
    startBlock: deployment.startBlock,
    client: home.client,
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

  it('tells this version’s contract from another by its code, whatever the metadata trailer says', async () => {
    const deployment = await deployOn(home, db);
    const address = deployment.address;
    expect(await isCurrentContract({ client: home.client, address })).toBe(true);
    expect(SAME_CODE_OTHER_METADATA).not.toBe(marketplaceDeployedBytecode);
    await home.rpc('anvil_setCode', [address, SAME_CODE_OTHER_METADATA]);
    expect(await isCurrentContract({ client: home.client, address })).toBe(true);
    expect((await deployOn(home, db)).isNew).toBe(false);
    await home.rpc('anvil_setCode', [address, EARLIER_VERSION_CODE]);
    expect(await isCurrentContract({ client: home.client, address })).toBe(false);
    expect(await isCurrentContract({ client: home.client, address: account(9) })).toBe(false);
  });

  it('on the embedded chain, deploys this version in place of an earlier one and indexes it afresh', async () => {
    const first = await deployOn(home, db);
    const gloves = testMetadata('Earlier gloves');
    const hash = productMetadataHash(gloves);
    const old = following(first);
    await home.send(old, 1, 'listProduct', listing('0.01', 10, gloves));
    await home.send(old, 5, 'purchase', [1n, 1n, parseEther('0.01'), hash], parseEther('0.01'));
    await indexChain({ db, chain: old });
    await db.update(marketOrders).set({ rating: 5 });
    expect(await db.select().from(marketOrders)).toHaveLength(1);

    await home.rpc('anvil_setCode', [first.address, EARLIER_VERSION_CODE]);
    let savedWhenRecorded: unknown[] | undefined;
    const moved = await ensureDeployment({
      db,
      client: home.client,
      transport: http(home.anvil.rpcUrl),
      chain: { ...foundry, rpcUrls: { default: { http: [home.anvil.rpcUrl] } } },
      externalAddress: undefined,
      node: 'the test chain',
      saveState: async () => {
        savedWhenRecorded = await db.select().from(chainDeployment);
        return 0;
      },
    });
    expect(moved).toMatchObject({
      isNew: true,
      replaced: { address: first.address.toLowerCase(), orders: 1, ordersWithOffChainData: 1 },
    });
    expect(moved.address).not.toBe(first.address);
    expect(moved.startBlock).toBeGreaterThan(first.startBlock);
    expect(await isCurrentContract({ client: home.client, address: moved.address })).toBe(true);
    // The chain was saved while the database still named the old contract.
    expect(savedWhenRecorded).toEqual([expect.objectContaining({ address: first.address.toLowerCase() })]);
    const [recorded] = await db.select().from(chainDeployment);
    expect(recorded).toMatchObject({ address: moved.address.toLowerCase(), startBlock: moved.startBlock });
    expect(await db.select().from(marketOrders)).toEqual([]);
    expect(await db.select().from(marketProducts)).toEqual([]);
    expect(await db.select().from(chainEvents)).toEqual([]);
    expect(await db.select().from(chainCursor)).toEqual([]);

    // The index is built from the new contract's events only.
    const current = following(moved);
    await home.send(current, 2, 'listProduct', listing('0.02', 7, gloves));
    await indexChain({ db, chain: current });
    const products = await db.select().from(marketProducts);
    expect(products.map((p) => [p.id, p.seller, p.inventory])).toEqual([[1, account(2), 7]]);
    expect((await deployOn(home, db)).isNew).toBe(false);
  });

  it('on an external chain, refuses an earlier version of the contract it indexes, and changes nothing', async () => {
    const external = await home.deploy();
    await deployOn(home, db, { externalAddress: external.address });
    await rateAnOrder();
    const before = await rows(db);
    await home.rpc('anvil_setCode', [external.address, EARLIER_VERSION_CODE]);
    const refusal = await deployOn(home, db, { externalAddress: external.address }).catch((e: Error) => e);
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toContain(
      `but the contract at ${external.address.toLowerCase()} is an earlier version of the CareLedger marketplace`,
    );
    expect((refusal as Error).message).toMatch(
      /deploy the current contract on that chain and start this version with a fresh database .* MARKETPLACE_ADDRESS set to the new contract/,
    );
    expect(await rows(db)).toEqual(before);
  });

  it('refuses a MARKETPLACE_ADDRESS holding another contract on a database that follows none yet', async () => {
    const external = await home.deploy();
    await home.rpc('anvil_setCode', [external.address, EARLIER_VERSION_CODE]);
    await expect(deployOn(home, db, { externalAddress: external.address })).rejects.toThrow(
      `MARKETPLACE_ADDRESS ${external.address} on chain 31337 (CHAIN_RPC_URL) holds a contract other than this version's CareLedger marketplace`,
    );
    expect((await rows(db)).deployment).toEqual([]);
  });
});
