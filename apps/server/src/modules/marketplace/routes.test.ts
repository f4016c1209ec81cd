import { devAccounts } from '@careledger/contracts';
import {
  type Dashboard,
  type MarketplaceStats,
  type Order,
  PRODUCT_CATEGORIES,
  type Product,
  type ProductPage,
  productMetadataHash,
  ratingMessage,
} from '@careledger/shared';
import { parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { expect, it } from 'vitest';
import { signInAs } from '../../test/accounts';
import { callApi, makeItem } from '../../test/api';
import { describeEachDatabase, embeddedChainConfig } from '../../test/databases';
import type { MarketplaceChain } from './marketplace-chain';
import { account, eventually, linkTestWallet, sendCall, testMetadata } from './test-chain';

const SELLER = 8;
const BUYER = 9;

describeEachDatabase(
  'marketplace API on the embedded chain',
  (get) => {
    const app = () => get().app;
    const chain = (): MarketplaceChain => {
      const marketplace = get().app.marketplace;
      if (!marketplace) throw new Error('the chain is off');
      return marketplace.chain;
    };
    const mined = async (hash: `0x${string}`) => {
      await chain().client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      await app().marketplace?.indexer.sync();
    };
    const gauze = testMetadata('API test gauze rolls');
    const unlisted = testMetadata('API test mystery box', 'Equipment');
    let itemId = 0;
    let orderId = 0;

    it('starts its own chain, deploys and seeds the sample marketplace', async () => {
      const info = await callApi(app(), 'GET', '/marketplace/chain');
      expect(info.status).toBe(200);
      expect(info.body).toMatchObject({ chainId: 31337, embedded: true });
      expect(info.body.rpcUrl).toMatch(/\/api\/chain\/rpc$/);
      expect(info.body.indexedBlock).toBe(info.body.headBlock);
      // The demo wallet is for the signed-in demo account (the test app's admin); a visitor is offered none.
      expect(info.body.demoAccounts.length).toBeGreaterThan(1);
      const visitor = await app().inject({
        method: 'GET',
        url: '/api/marketplace/chain',
        headers: { cookie: '' },
      });
      expect(visitor.json().demoAccounts).toEqual([]);
      const page = (await callApi(app(), 'GET', '/marketplace/products?pageSize=100')).body as ProductPage;
      expect(page.total).toBe(24);
      for (const category of PRODUCT_CATEGORIES) {
        expect(page.items.filter((p) => p.metadata?.category === category)).toHaveLength(3);
      }
      const ratings = page.items.map((p) => p.rating ?? 0);
      expect(Math.min(...ratings)).toBe(4.2);
      expect(Math.max(...ratings)).toBe(4.9);
      expect(page.items.every((p) => p.verified)).toBe(true);
      expect(new Set(page.items.map((p) => p.seller)).size).toBe(4);
      const buyerOrders = (await callApi(app(), 'GET', `/marketplace/orders?buyer=${account(5)}`)).body
        .items as Order[];
      const statuses = new Set(buyerOrders.map((o) => o.status));
      for (const status of ['pending', 'confirmed', 'shipped', 'delivered'] as const) {
        expect([...statuses, ...(await statusesOf(6)), ...(await statusesOf(7))]).toContain(status);
      }
      const stats = (await callApi(app(), 'GET', '/marketplace/stats')).body as MarketplaceStats;
      expect(stats).toMatchObject({ products: 24, suppliers: 4, verified: 24, transactions: 106 });
    });
    const statusesOf = async (index: number) =>
      (
        (await callApi(app(), 'GET', `/marketplace/orders?buyer=${account(index)}`)).body.items as Order[]
      ).map((o) => o.status);

    it('stores metadata once (201, then 200) and links the inventory item', async () => {
      const item = await makeItem(app(), { stock: 20 });
      itemId = item.id;
      const first = await callApi(app(), 'POST', '/marketplace/metadata', {
        ...gauze,
        inventoryItemId: itemId,
      });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ hash: productMetadataHash(gauze), metadata: gauze });
      const again = await callApi(app(), 'POST', '/marketplace/metadata', gauze);
      expect(again.status).toBe(200);
      expect(again.body.hash).toBe(first.body.hash);
    });

    it('indexes a listing: Verified only when the stored metadata matches its hash', async () => {
      await mined(
        await sendCall(chain(), SELLER, 'listProduct', [parseEther('0.25'), 10n, productMetadataHash(gauze)]),
      );
      await mined(
        await sendCall(chain(), SELLER, 'listProduct', [
          parseEther('0.3'),
          0n,
          productMetadataHash(unlisted),
        ]),
      );
      const mine = (await callApi(app(), 'GET', `/marketplace/products?seller=${account(SELLER)}`))
        .body as ProductPage;
      expect(
        mine.items.map((p) => [p.metadata?.name ?? null, p.verified, p.inventoryItemId, p.price]),
      ).toEqual([
        [null, false, null, '0.3'],
        ['API test gauze rolls', true, itemId, '0.25'],
      ]);
      const item = await callApi(app(), 'GET', `/inventory/items/${itemId}`);
      expect(item.body.blockchainVerified).toBe(true);
      const one = await callApi(app(), 'GET', `/marketplace/products/${mine.items[1]?.id}`);
      expect(one.body).toEqual(mine.items[1]);
    });

    it('filters: search on name or description, category, price range, stock, verified, seller', async () => {
      const ids = async (query: string) =>
        (
          (await callApi(app(), 'GET', `/marketplace/products?pageSize=100&${query}`)).body as ProductPage
        ).items.map((p: Product) => p.metadata?.name ?? `#${p.id}`);
      expect(await ids('search=API%20TEST%20GAUZE')).toEqual(['API test gauze rolls']);
      expect(await ids('search=for%20the%20test%20ward')).toEqual(['API test gauze rolls']);
      expect(await ids('search=nitrile')).toEqual(['Nitrile examination gloves']);
      expect((await ids('category=Respiratory')).sort()).toEqual(
        ['Disposable peak flow meters', 'Nebulizer mask kit', 'Salbutamol 100 mcg inhaler'].sort(),
      );
      expect(await ids('minPrice=0.2&maxPrice=0.26')).toEqual(['API test gauze rolls']);
      expect(await ids('minPrice=0.4')).toEqual(['Automatic blood pressure monitor']);
      expect(await ids(`inStock=false&seller=${account(SELLER)}`)).toHaveLength(1);
      expect(await ids('verified=false')).toHaveLength(1);
      expect(await ids(`seller=${account(SELLER)}&verified=true`)).toEqual(['API test gauze rolls']);
    });

    it('shows a reported purchase as pending and not mined, then mined, through the lifecycle to delivered', async () => {
      await linkTestWallet(app(), BUYER);
      const products = (
        await callApi(app(), 'GET', `/marketplace/products?seller=${account(SELLER)}&verified=true`)
      ).body as ProductPage;
      const productId = products.items[0]?.id ?? 0;
      const revenueBefore = parseEther(
        ((await callApi(app(), 'GET', '/marketplace/stats')).body as MarketplaceStats).revenue,
      );
      await chain().client.request({ method: 'evm_setAutomine', params: [false] } as never);
      let hash: `0x${string}`;
      try {
        hash = await sendCall(
          chain(),
          BUYER,
          'purchase',
          [BigInt(productId), 3n, parseEther('0.25'), productMetadataHash(gauze)],
          parseEther('0.75'),
        );
        const reported = await callApi(app(), 'POST', '/marketplace/transactions', { txHash: hash });
        expect(reported.status).toBe(201);
        expect(reported.body).toMatchObject({ kind: 'purchase', from: account(BUYER), state: 'pending' });
        expect((await callApi(app(), 'POST', '/marketplace/transactions', { txHash: hash })).status).toBe(
          200,
        );
        const orders = (await callApi(app(), 'GET', `/marketplace/orders?buyer=${account(BUYER)}`)).body
          .items as Order[];
        expect(orders).toHaveLength(1);
        expect(orders[0]).toMatchObject({
          id: null,
          status: 'pending',
          mined: false,
          quantity: 3,
          txHash: hash,
          // The description the purchase names, read from the reported transaction.
          metadataHash: productMetadataHash(gauze),
        });
        expect(orders[0]?.totalWei).toBe(parseEther('0.75').toString());
        // The landing page's blockchain activity shows the submitted purchase as pending, with no block yet.
        const activity = ((await callApi(app(), 'GET', '/dashboard')).body as Dashboard).activity;
        expect(activity[0]).toMatchObject({
          id: hash,
          item: 'API test gauze rolls',
          action: 'Purchase submitted',
          status: 'pending',
          blockNumber: null,
        });
      } finally {
        await chain().client.request({ method: 'evm_mine', params: [] } as never);
        await chain().client.request({ method: 'evm_setAutomine', params: [true] } as never);
      }
      // The server watches the receipt and indexes at once.
      const order = await eventually(async () => {
        const items = (await callApi(app(), 'GET', `/marketplace/orders?buyer=${account(BUYER)}`)).body
          .items as Order[];
        return items[0]?.mined ? items[0] : undefined;
      }, 'the purchase to be indexed');
      await eventually(async () => {
        const tx = (await callApi(app(), 'GET', `/marketplace/transactions/${hash}`)).body;
        return tx.state === 'mined' ? tx : undefined;
      }, 'the transaction to be mined');
      expect(order).toMatchObject({ status: 'pending', productName: 'API test gauze rolls' });
      orderId = order.id ?? 0;
      // Issue 12: the Revenue card fell from 187.28 to 186.78 ETH after a purchase (it summed price x stock).
      const revenueAfter = parseEther(
        ((await callApi(app(), 'GET', '/marketplace/stats')).body as MarketplaceStats).revenue,
      );
      expect(revenueAfter).toBe(revenueBefore + parseEther('0.75'));
      const mineActivity = ((await callApi(app(), 'GET', '/dashboard')).body as Dashboard).activity;
      expect(mineActivity.length).toBeLessThanOrEqual(5);
      expect(mineActivity[0]).toMatchObject({
        item: 'API test gauze rolls',
        action: `Order #${orderId} placed for 3 units`,
        status: 'confirmed',
      });
      expect(mineActivity[0]?.blockNumber).toBeGreaterThan(0);
      expect(mineActivity.some((a) => a.status === 'pending')).toBe(false);

      await mined(await sendCall(chain(), SELLER, 'confirmOrder', [BigInt(orderId)]));
      await mined(await sendCall(chain(), SELLER, 'shipOrder', [BigInt(orderId)]));
      const shipped = (await callApi(app(), 'GET', `/marketplace/orders/${orderId}`)).body as Order;
      expect(shipped.status).toBe('shipped');
      expect(Date.parse(shipped.finalizableAt ?? '') - Date.parse(shipped.updatedAt)).toBe(
        14 * 24 * 3600 * 1000,
      );
      await mined(await sendCall(chain(), BUYER, 'confirmDelivery', [BigInt(orderId)]));
      expect((await callApi(app(), 'GET', `/marketplace/orders/${orderId}`)).body.status).toBe('delivered');
      expect(
        (await callApi(app(), 'GET', `/marketplace/orders?seller=${account(SELLER)}`)).body.items,
      ).toHaveLength(1);

      const notes = (await callApi(app(), 'GET', '/notifications')).body.items as { message: string }[];
      const messages = notes.map((n) => n.message);
      expect(messages).toContain(`Order #${orderId} placed: 3 x API test gauze rolls.`);
      expect(messages).toContain(`Order #${orderId} delivered: 3 x API test gauze rolls.`);
    });

    it('accepts a rating signed by the buyer only, and replaces it on a second rating', async () => {
      const sign = (index: number, rating: number) =>
        privateKeyToAccount((devAccounts[index] as (typeof devAccounts)[number]).privateKey).signMessage({
          message: ratingMessage(orderId, rating),
        });
      const url = `/marketplace/orders/${orderId}/rating`;
      const stranger = await callApi(app(), 'POST', url, { rating: 5, signature: await sign(SELLER, 5) });
      expect(stranger.status).toBe(403);
      expect(stranger.body.message).toContain('Only the buyer');
      const mismatched = await callApi(app(), 'POST', url, { rating: 4, signature: await sign(BUYER, 5) });
      expect(mismatched.status).toBe(403);
      const garbage = await callApi(app(), 'POST', url, { rating: 4, signature: '0x1234' });
      expect(garbage.status).toBe(400);
      const rated = await callApi(app(), 'POST', url, { rating: 3, signature: await sign(BUYER, 3) });
      expect(rated.status).toBe(200);
      expect(rated.body.rating).toBe(3);
      const again = await callApi(app(), 'POST', url, { rating: 5, signature: await sign(BUYER, 5) });
      expect(again.body.rating).toBe(5);
      const product = (await callApi(app(), 'GET', `/marketplace/products/${again.body.productId}`))
        .body as Product;
      expect(product).toMatchObject({ rating: 5, ratingCount: 1 });
      const pending = (await statusesOf(5)).includes('pending');
      expect(pending).toBe(true);
    });

    it('receives a delivered purchase into inventory once', async () => {
      const url = `/marketplace/orders/${orderId}/receive`;
      const body = { itemId, lotNumber: 'MK-1', expiry: '2028-01-31' };
      // Only the buyer (through a wallet linked by signature) with an inventory permission may receive it.
      const asOther = async (role: 'manager' | 'staff') =>
        app().inject({
          method: 'POST',
          url: `/api${url}`,
          headers: { cookie: await signInAs(app(), role) },
          payload: body,
        });
      const notBuyer = await asOther('manager');
      expect(notBuyer.statusCode).toBe(403);
      expect(notBuyer.json().messageKey).toBe('receiveNotBuyer');
      const noPermission = await asOther('staff');
      expect(noPermission.statusCode).toBe(403);
      expect(noPermission.json().messageKey).toBe('permissionRequired');
      const received = await callApi(app(), 'POST', url, body);
      expect(received.status).toBe(200);
      expect(received.body.receivedMovementId).toEqual(expect.any(Number));
      const card = await callApi(app(), 'GET', `/inventory/items/${itemId}/movements`);
      const movement = card.body.movements.find(
        (m: { id: number }) => m.id === received.body.receivedMovementId,
      );
      expect(movement).toMatchObject({
        kind: 'receipt',
        quantity: 3,
        reference: `Marketplace order #${orderId}`,
      });
      const twice = await callApi(app(), 'POST', url, { itemId });
      expect(twice.status).toBe(409);
      expect(twice.body.message).toContain('already received');
    });

    it('records the seller’s sales on the ledger once, and computes the seller’s stats', async () => {
      const before = (await callApi(app(), 'GET', `/inventory/items/${itemId}`)).body.stock as number;
      const sync = await callApi(app(), 'POST', '/marketplace/inventory-sync', { seller: account(SELLER) });
      expect(sync.body).toEqual({ recorded: 1, reversed: 0, notRecorded: [] });
      expect((await callApi(app(), 'GET', `/inventory/items/${itemId}`)).body.stock).toBe(before - 3);
      const again = await callApi(app(), 'POST', '/marketplace/inventory-sync', { seller: account(SELLER) });
      expect(again.body).toEqual({ recorded: 0, reversed: 0, notRecorded: [] });

      const stats = await callApi(app(), 'GET', `/marketplace/sellers/${account(SELLER)}/stats`);
      expect(stats.body).toEqual({
        products: 2,
        orders: 1,
        totalSales: '0.75',
        thisMonth: '0.75',
        pending: 0,
        avgRating: 2.5, // 5 and an unrated listing counted as 0
        balance: '0.75',
      });
    });

    it('marks a reverted purchase failed with the contract error', async () => {
      const before = (await callApi(app(), 'GET', '/marketplace/stats')).body as MarketplaceStats;
      const products = (
        await callApi(app(), 'GET', `/marketplace/products?seller=${account(SELLER)}&verified=true`)
      ).body as ProductPage;
      const hash = await sendCall(
        chain(),
        BUYER,
        'purchase',
        [BigInt(products.items[0]?.id ?? 0), 1n, parseEther('0.2'), productMetadataHash(gauze)],
        parseEther('0.2'),
      );
      expect((await callApi(app(), 'POST', '/marketplace/transactions', { txHash: hash })).status).toBe(201);
      const failed = await eventually(async () => {
        const tx = (await callApi(app(), 'GET', `/marketplace/transactions/${hash}`)).body;
        return tx.state === 'failed' ? tx : undefined;
      }, 'the purchase to fail');
      expect(failed.error).toBe('PriceChanged');
      const orders = (await callApi(app(), 'GET', `/marketplace/orders?buyer=${account(BUYER)}`)).body
        .items as Order[];
      expect(orders[0]).toMatchObject({ txHash: hash, status: 'failed', id: null });
      const after = (await callApi(app(), 'GET', '/marketplace/stats')).body as MarketplaceStats;
      expect(after.transactions).toBe(before.transactions);
      expect(after.revenue).toBe(before.revenue);
    });

    it('computes the marketplace stats from the listings, and revenue from the sales', async () => {
      const stats = (await callApi(app(), 'GET', '/marketplace/stats')).body as MarketplaceStats;
      const page = (await callApi(app(), 'GET', '/marketplace/products?pageSize=100')).body as ProductPage;
      let revenue = 0n;
      for (const seller of new Set(page.items.map((p) => p.seller))) {
        const sales = (await callApi(app(), 'GET', `/marketplace/sellers/${seller}/stats`)).body;
        revenue += parseEther(sales.totalSales);
      }
      expect(stats.products).toBe(page.total);
      expect(stats.suppliers).toBe(5);
      expect(stats.verified).toBe(page.items.filter((p) => p.verified).length);
      expect(parseEther(stats.revenue)).toBe(revenue);
      expect(stats.transactions).toBe(107);
      const mean = page.items.reduce((sum, p) => sum + (p.rating ?? 0), 0) / page.items.length;
      expect(Math.abs(stats.avgRating - mean)).toBeLessThan(0.06);
    });
  },
  { config: { chain: embeddedChainConfig() } },
);
