import { productMetadataHash } from '@careledger/shared';
import { asc, count, eq } from 'drizzle-orm';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  chainCursor,
  chainEvents,
  marketBalances,
  marketOrders,
  marketProducts,
  notifications,
  productMetadata,
  walletLinks,
} from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/databases';
import { createAccount } from '../auth';
import { indexChain } from './index-chain';
import type { MarketplaceChain } from './marketplace-chain';
import { account, listing, startTestChain, type TestChain, testMetadata } from './test-chain';

let testChain: TestChain;
beforeAll(async () => {
  testChain = await startTestChain();
});
afterAll(async () => {
  await testChain?.stop();
});

async function projections(db: Database) {
  return {
    products: await db.select().from(marketProducts).orderBy(asc(marketProducts.id)),
    orders: (await db.select().from(marketOrders).orderBy(asc(marketOrders.orderId))).map(
      ({ rowId: _rowId, ...order }) => order,
    ),
    balances: await db.select().from(marketBalances).orderBy(asc(marketBalances.account)),
  };
}

const countOf = async (db: Database, table: typeof chainEvents | typeof notifications) =>
  (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe.each(DATABASE_KINDS)('the chain indexer (%s)', (kind) => {
  let database: TestDatabase;
  let db: Database;
  let chain: MarketplaceChain;
  const gloves = testMetadata('Indexer gloves');
  const masks = testMetadata('Indexer masks', 'Respiratory');
  const glovesHash = productMetadataHash(gloves);
  const masksHash = productMetadataHash(masks);
  const blockTime = async (blockNumber: bigint) =>
    new Date(Number((await testChain.client.getBlock({ blockNumber })).timestamp) * 1000);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.handle.migrate();
    await seedDatabase({ db: database.handle.db, demoData: false });
    db = database.handle.db;
    chain = await testChain.deploy();
    await db.insert(productMetadata).values({ hash: productMetadataHash(gloves), ...gloves });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('indexes listings and an order through its lifecycle into products, orders and balances', async () => {
    // The accounts that linked the buyer's and the seller's wallets hear of the order.
    const { id: accountId } = await createAccount({
      db,
      account: {
        name: 'Indexer buyer',
        email: 'indexer@careledger.test',
        role: 'manager',
        passwordHash: null,
      },
    });
    await db.insert(walletLinks).values([
      { address: account(5), accountId },
      { address: account(1), accountId },
    ]);
    await testChain.send(chain, 1, 'listProduct', listing('0.02', 100, gloves));
    await testChain.send(chain, 2, 'listProduct', listing('0.5', 3, masks));
    await testChain.send(chain, 5, 'purchase', [1n, 4n, parseEther('0.02'), glovesHash], parseEther('0.08'));
    // A day between the steps: each block has its own time, and the order keeps the contract's times.
    const confirmed = await testChain.send(chain, 1, 'confirmOrder', [1n]);
    await testChain.rpc('evm_increaseTime', [86_400]);
    const shipped = await testChain.send(chain, 1, 'shipOrder', [1n]);
    await testChain.rpc('evm_increaseTime', [86_400]);
    await testChain.send(chain, 5, 'confirmDelivery', [1n]);

    const result = await indexChain({ db, chain });
    expect(result.indexedBlock).toBe(result.headBlock);
    expect(result.stored).toBe(8); // 2 listings, 1 placement, 3 status changes, 1 credit, OwnershipTransferred
    const { products, orders, balances } = await projections(db);
    expect(products.map((p) => [p.id, p.seller, p.priceWei, p.inventory, p.active])).toEqual([
      [1, account(1), parseEther('0.02').toString(), 96, true],
      [2, account(2), parseEther('0.5').toString(), 3, true],
    ]);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      orderId: 1,
      productId: 1,
      buyer: account(5),
      seller: account(1),
      quantity: 4,
      totalWei: parseEther('0.08').toString(),
      status: 'delivered',
      mined: true,
      metadataHash: glovesHash,
      confirmedAt: await blockTime(confirmed.blockNumber),
      shippedAt: await blockTime(shipped.blockNumber),
    });
    expect(balances).toEqual([{ account: account(1), balanceWei: parseEther('0.08').toString() }]);
    const marketplaceNotes = await db
      .select({ message: notifications.message, actionUrl: notifications.actionUrl })
      .from(notifications)
      .where(eq(notifications.category, 'marketplace'));
    // Buyer and seller are both followed: one notification each time, leading to whoever acts next.
    expect(marketplaceNotes.map((n) => `${n.message} ${n.actionUrl}`).sort()).toEqual([
      'Order #1 confirmed: 4 x Indexer gloves. /supplier',
      'Order #1 delivered: 4 x Indexer gloves. /marketplace',
      'Order #1 placed: 4 x Indexer gloves. /supplier',
      'Order #1 shipped: 4 x Indexer gloves. /marketplace',
    ]);
  });

  it('re-indexing from scratch stores nothing twice and raises no notification again', async () => {
    const before = await projections(db);
    const events = await countOf(db, chainEvents);
    const notes = await countOf(db, notifications);
    await db.delete(chainCursor);
    const again = await indexChain({ db, chain });
    expect(again.stored).toBe(0);
    expect(await countOf(db, chainEvents)).toBe(events);
    expect(await countOf(db, notifications)).toBe(notes);
    expect(await projections(db)).toEqual(before);
  });

  it('resumes from its cursor after a restart', async () => {
    const [cursor] = await db.select().from(chainCursor);
    await testChain.send(chain, 6, 'purchase', [2n, 1n, parseEther('0.5'), masksHash], parseEther('0.5'));
    await testChain.send(chain, 2, 'setActive', [2n, false]);
    // A restarted server builds a new chain object; only the cursor in the database carries over.
    const restarted = await indexChain({ db, chain: { ...chain } });
    expect(cursor?.blockNumber).toBeLessThan(restarted.indexedBlock);
    expect(restarted.stored).toBe(2);
    const { products, orders } = await projections(db);
    expect(products[1]).toMatchObject({ inventory: 2, active: false });
    expect(orders.map((o) => [o.orderId, o.status])).toEqual([
      [1, 'delivered'],
      [2, 'pending'],
    ]);
  });

  it('rewinds on a reorg and rebuilds the projections from the chain that won', async () => {
    const snapshot = await testChain.rpc<string>('evm_snapshot');
    await testChain.send(chain, 2, 'rejectOrder', [2n]);
    await testChain.send(chain, 7, 'purchase', [1n, 10n, parseEther('0.02'), glovesHash], parseEther('0.2'));
    await indexChain({ db, chain });
    let state = await projections(db);
    expect(state.orders.map((o) => [o.orderId, o.status])).toEqual([
      [1, 'delivered'],
      [2, 'rejected'],
      [3, 'pending'],
    ]);
    const [before] = await db.select().from(chainCursor);

    // The other branch: the same heights, different blocks (and one more, so the head moves on).
    await testChain.rpc('evm_revert', [snapshot]);
    await testChain.send(chain, 1, 'updateProduct', [
      1n,
      parseEther('0.03'),
      50n,
      productMetadataHash(gloves),
    ]);
    await testChain.send(chain, 2, 'confirmOrder', [2n]);
    await testChain.rpc('evm_mine');

    const result = await indexChain({ db, chain });
    expect(result.rewoundTo).not.toBeNull();
    expect(result.rewoundTo).toBeLessThan(before?.blockNumber ?? 0);
    state = await projections(db);
    expect(state.orders.map((o) => [o.orderId, o.status])).toEqual([
      [1, 'delivered'],
      [2, 'confirmed'],
    ]);
    expect(state.products[0]).toMatchObject({ priceWei: parseEther('0.03').toString(), inventory: 50 });
    expect(state.balances).toEqual([{ account: account(1), balanceWei: parseEther('0.08').toString() }]);
  });

  it('reads in chunks of CHAIN_LOG_CHUNK_BLOCKS with the same outcome', async () => {
    const whole = await projections(db);
    await db.delete(chainCursor);
    await db.delete(chainEvents);
    await db.delete(marketProducts);
    const chunked = await indexChain({ db, chain: { ...chain, logChunkBlocks: 2 } });
    expect(chunked.indexedBlock).toBe(chunked.headBlock);
    expect(await projections(db)).toEqual(whole);
  });

  it('inserts a chunk’s events in slices with the same outcome', async () => {
    const whole = await projections(db);
    const events = await countOf(db, chainEvents);
    await db.delete(chainCursor);
    await db.delete(chainEvents);
    await db.delete(marketProducts);
    await indexChain({ db, chain, insertSlice: 3 });
    expect(await countOf(db, chainEvents)).toBe(events);
    expect(await projections(db)).toEqual(whole);
  });

  it('stays CHAIN_CONFIRMATIONS blocks behind the head', async () => {
    const behind = await indexChain({ db, chain: { ...chain, confirmations: 3 } });
    expect(behind.indexedBlock).toBeLessThanOrEqual(behind.headBlock);
    await testChain.send(chain, 1, 'setActive', [1n, false]);
    const deep = await indexChain({ db, chain: { ...chain, confirmations: 3 } });
    expect((await projections(db)).products[0]?.active).toBe(true);
    expect(deep.indexedBlock).toBeLessThan(deep.headBlock);
    await indexChain({ db, chain });
    expect((await projections(db)).products[0]?.active).toBe(false);
  });
});
