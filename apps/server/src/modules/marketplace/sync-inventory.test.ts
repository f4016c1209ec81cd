import { marketplaceAbi } from '@careledger/contracts';
import { productMetadataHash } from '@careledger/shared';
import { desc, eq } from 'drizzle-orm';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { items, productMetadata } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/databases';
import { postMovement } from '../inventory';
import { indexChain } from './index-chain';
import type { MarketplaceChain } from './marketplace-chain';
import { syncInventory } from './sync-inventory';
import { account, startTestChain, type TestChain, testMetadata } from './test-chain';

const SELLER = 1;
const BUYER = 5;
const PRICE = parseEther('0.01');

// The contract returns a cancelled order's units on top of whatever figure the seller set since, so the figure
// "Sync Inventory to Marketplace" sets must leave out the units open orders hold. It sets the item's stock after
// recording every mined order as a sale (pending and confirmed ones included): those units are already out of
// the stock, and a cancel's reversal puts them back on both sides at once.
describe.each(DATABASE_KINDS)('the supplier’s inventory sync and a refund (%s)', (kind) => {
  let testChain: TestChain;
  let database: TestDatabase;
  let db: Database;
  let chain: MarketplaceChain;

  beforeAll(async () => {
    testChain = await startTestChain();
    database = await openTestDatabase(kind);
    await database.handle.migrate();
    await seedDatabase({ db: database.handle.db, demoData: true });
    db = database.handle.db;
    chain = await testChain.deploy();
  });
  afterAll(async () => {
    await database?.dispose();
    await testChain?.stop();
  });

  const stockOf = async (itemId: number) =>
    (await db.select({ stock: items.stockOnHand }).from(items).where(eq(items.id, itemId)))[0]?.stock ?? -1;
  const listedFigure = async (productId: bigint) => {
    const [, , , inventory] = await testChain.client.readContract({
      address: chain.address,
      abi: marketplaceAbi,
      functionName: 'products',
      args: [productId],
    });
    return Number(inventory);
  };

  it('keeps the listed figure equal to the stock through a sale, a reset and a cancel: no unit counted twice', async () => {
    const [item] = await db.select().from(items).orderBy(desc(items.stockOnHand)).limit(1);
    if (!item) throw new Error('the demo data has no items');
    const bandages = testMetadata('Sync test bandages');
    const hash = productMetadataHash(bandages);
    await db.insert(productMetadata).values({ hash, ...bandages, inventoryItemId: item.id });
    const stock = item.stockOnHand;
    expect(stock).toBeGreaterThan(4);

    // Listed at the item's stock; a buyer orders 4 (pending: the units are held by the order).
    await testChain.send(chain, SELLER, 'listProduct', [PRICE, BigInt(stock), hash]);
    await testChain.send(chain, BUYER, 'purchase', [1n, 4n, PRICE, hash], PRICE * 4n);
    await indexChain({ db, chain });
    expect(await syncInventory({ db, seller: account(SELLER) })).toMatchObject({ recorded: 1 });
    expect(await stockOf(item.id)).toBe(stock - 4);
    expect(await listedFigure(1n)).toBe(stock - 4);

    // Three units arrive; the sync sets the listing to the stock, as planInventorySync does.
    await postMovement({
      db,
      itemId: item.id,
      input: { kind: 'receipt', quantity: 3, lotNumber: 'SYNC-1', expiry: '2031-01-31' },
    });
    const reset = await stockOf(item.id);
    expect(reset).toBe(stock - 1);
    await testChain.send(chain, SELLER, 'updateProduct', [1n, PRICE, BigInt(reset), hash]);

    // The buyer cancels: the contract adds the 4 units to the figure set, the sync reverses the sale.
    await testChain.send(chain, BUYER, 'cancelOrder', [1n]);
    await indexChain({ db, chain });
    expect(await syncInventory({ db, seller: account(SELLER) })).toMatchObject({ reversed: 1 });
    expect(await stockOf(item.id)).toBe(stock + 3);
    expect(await listedFigure(1n)).toBe(stock + 3);
  });
});
