import { asc, eq } from 'drizzle-orm';
import { type Hex, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { marketOrders } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/databases';
import { indexChain } from './index-chain';
import type { MarketplaceChain } from './marketplace-chain';
import { listing, startTestChain, type TestChain, testMetadata } from './test-chain';

describe.each(DATABASE_KINDS)('a rewind keeps what is off-chain (%s)', (kind) => {
  let testChain: TestChain;
  let database: TestDatabase;
  let db: Database;
  let chain: MarketplaceChain;

  beforeAll(async () => {
    testChain = await startTestChain();
    database = await openTestDatabase(kind);
    await database.handle.migrate();
    await seedDatabase({ db: database.handle.db, demoData: false });
    db = database.handle.db;
    chain = await testChain.deploy();
  });
  afterAll(async () => {
    await database?.dispose();
    await testChain?.stop();
  });

  const orders = () =>
    db
      .select({
        txHash: marketOrders.txHash,
        orderId: marketOrders.orderId,
        status: marketOrders.status,
        mined: marketOrders.mined,
        rating: marketOrders.rating,
      })
      .from(marketOrders)
      .orderBy(asc(marketOrders.rowId));

  it('keeps a rated order whose block was dropped as a purchase not mined, and gives it back its rating when mined again', async () => {
    const price = parseEther('0.01');
    const swabs = listing('0.01', 100, testMetadata('Rewind swabs'));
    await testChain.send(chain, 1, 'listProduct', swabs);
    await indexChain({ db, chain });
    const fork = await testChain.rpc<string>('evm_snapshot');
    const rated = await testChain.send(chain, 5, 'purchase', [1n, 1n, price, swabs[2]], price);
    const plain = await testChain.send(chain, 6, 'purchase', [1n, 2n, price, swabs[2]], price * 2n);
    const rawRated = await testChain.rpc<Hex>('eth_getRawTransactionByHash', [rated.transactionHash]);
    await indexChain({ db, chain });
    await db
      .update(marketOrders)
      .set({ rating: 4, ratingSignature: '0xsigned' })
      .where(eq(marketOrders.txHash, rated.transactionHash));

    // The chain loses both purchases (a reorg, or an embedded chain restored to an older state).
    await testChain.rpc('evm_revert', [fork]);
    await testChain.rpc('evm_mine');
    await testChain.rpc('evm_mine');
    const rewound = await indexChain({ db, chain });
    expect(rewound.rewoundTo).not.toBeNull();
    expect(await orders()).toEqual([
      { txHash: rated.transactionHash, orderId: null, status: 'pending', mined: false, rating: 4 },
    ]);
    expect(plain.transactionHash).not.toBe(rated.transactionHash);

    // The same signed purchase is mined again: the order is found by its transaction, rating and all.
    await testChain.rpc('eth_sendRawTransaction', [rawRated]);
    await testChain.client.waitForTransactionReceipt({ hash: rated.transactionHash, pollingInterval: 20 });
    await indexChain({ db, chain });
    expect(await orders()).toEqual([
      { txHash: rated.transactionHash, orderId: 1, status: 'pending', mined: true, rating: 4 },
    ]);
  });
});
