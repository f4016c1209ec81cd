import { marketplaceAbi } from '@careledger/contracts';
import { type Order, type ProductPage, productMetadataHash } from '@careledger/shared';
import { type Hex, parseEther } from 'viem';
import { expect, it } from 'vitest';
import { callApi } from '../../test/api';
import { describeEachDatabase, embeddedChainConfig } from '../../test/databases';
import type { MarketplaceChain } from './marketplace-chain';
import { account, eventually, sendCall, testMetadata } from './test-chain';

const SELLER = 3;
const BUYER = 4;
const PRICE = parseEther('0.05');

// The buyer's way out of a confirmed order the seller does not ship, and the description a purchase names, on
// the app's own embedded chain (whose time the test moves on with evm_increaseTime), through the API.
describeEachDatabase(
  'a buyer’s refund of an unshipped order, and the description bought',
  (get) => {
    const app = () => get().app;
    const chain = (): MarketplaceChain => {
      const marketplace = get().app.marketplace;
      if (!marketplace) throw new Error('the chain is off');
      return marketplace.chain;
    };
    const read = <T>(functionName: string, args: readonly unknown[] = []) =>
      chain().client.readContract({
        address: chain().address,
        abi: marketplaceAbi,
        functionName,
        args,
      } as never) as Promise<T>;
    /** Sends a call and reports it as the web app does; resolves with the reported transaction once settled. */
    const sendReported = async (
      index: number,
      functionName: string,
      args: readonly unknown[],
      value?: bigint,
    ) => {
      const hash = await sendCall(chain(), index, functionName, args, value);
      expect((await callApi(app(), 'POST', '/marketplace/transactions', { txHash: hash })).status).toBe(201);
      const settled = await eventually(async () => {
        const tx = (await callApi(app(), 'GET', `/marketplace/transactions/${hash}`)).body;
        return tx.state === 'pending' ? undefined : tx;
      }, `${functionName} to be settled`);
      return { hash, ...settled } as { hash: Hex; state: string; error: string | null };
    };
    const orderOf = async (id: number) =>
      (await callApi(app(), 'GET', `/marketplace/orders/${id}`)).body as Order;
    const blockTimeOf = async (hash: Hex) => {
      const receipt = await chain().client.getTransactionReceipt({ hash });
      const block = await chain().client.getBlock({ blockNumber: receipt.blockNumber });
      return new Date(Number(block.timestamp) * 1000).toISOString();
    };

    const shown = testMetadata('Refund test splints');
    const swapped = { ...shown, description: 'Refund test splints, now without straps' };
    let productId = 0;
    let orderId = 0;

    it('keeps the description a purchase names on its order, and refuses a purchase under a swapped one', async () => {
      const listed = await sendReported(SELLER, 'listProduct', [PRICE, 10n, productMetadataHash(shown)]);
      expect(listed.state).toBe('mined');
      const page = (await callApi(app(), 'GET', `/marketplace/products?seller=${account(SELLER)}`))
        .body as ProductPage;
      productId = page.items[0]?.id ?? 0;

      const bought = await sendReported(
        BUYER,
        'purchase',
        [BigInt(productId), 2n, PRICE, productMetadataHash(shown)],
        PRICE * 2n,
      );
      expect(bought.state).toBe('mined');
      const [order] = (await callApi(app(), 'GET', `/marketplace/orders?buyer=${account(BUYER)}`)).body
        .items as Order[];
      expect(order).toMatchObject({
        status: 'pending',
        mined: true,
        metadataHash: productMetadataHash(shown),
        confirmedAt: null,
        cancellableAt: null,
      });
      orderId = order?.id ?? 0;

      // The seller swaps the description; a purchase naming the one the buyer was shown reverts.
      await sendReported(SELLER, 'updateProduct', [
        BigInt(productId),
        PRICE,
        8n,
        productMetadataHash(swapped),
      ]);
      const refused = await sendReported(
        BUYER,
        'purchase',
        [BigInt(productId), 1n, PRICE, productMetadataHash(shown)],
        PRICE,
      );
      expect(refused).toMatchObject({ state: 'failed', error: 'MetadataChanged' });
      expect((await orderOf(orderId)).metadataHash).toBe(productMetadataHash(shown));
    });

    it('gives a confirmed order the time the buyer may cancel it from, and refuses the cancel before then', async () => {
      const confirmed = await sendReported(SELLER, 'confirmOrder', [BigInt(orderId)]);
      const order = await orderOf(orderId);
      const timeoutSeconds = await read<bigint>('SHIPPING_TIMEOUT');
      expect(order.status).toBe('confirmed');
      expect(order.confirmedAt).toBe(await blockTimeOf(confirmed.hash));
      expect(Date.parse(order.cancellableAt ?? '') - Date.parse(order.confirmedAt ?? '')).toBe(
        Number(timeoutSeconds) * 1000,
      );
      expect(order.finalizableAt).toBeNull();

      const early = await sendReported(BUYER, 'cancelOrder', [BigInt(orderId)]);
      expect(early).toMatchObject({ state: 'failed', error: 'TooEarly' });
      expect((await orderOf(orderId)).status).toBe('confirmed');
    });

    it('lets the buyer cancel once the shipping timeout has passed: refunded, the units back on the listing', async () => {
      const before = await orderOf(orderId);
      const timeoutSeconds = await read<bigint>('SHIPPING_TIMEOUT');
      await chain().client.request({ method: 'evm_increaseTime', params: [Number(timeoutSeconds)] } as never);

      const cancelled = await sendReported(BUYER, 'cancelOrder', [BigInt(orderId)]);
      expect(cancelled.state).toBe('mined');
      expect(Date.parse(await blockTimeOf(cancelled.hash))).toBeGreaterThanOrEqual(
        Date.parse(before.cancellableAt ?? ''),
      );
      const order = await orderOf(orderId);
      expect(order).toMatchObject({
        status: 'cancelled',
        cancellableAt: null,
        confirmedAt: before.confirmedAt,
      });
      expect(await read<bigint>('balances', [account(BUYER)])).toBe(PRICE * 2n);
      const product = (await callApi(app(), 'GET', `/marketplace/products/${productId}`)).body;
      expect(product.inventory).toBe(8 + 2);
    });
  },
  { config: { chain: embeddedChainConfig(), seedDemoData: false } },
);
