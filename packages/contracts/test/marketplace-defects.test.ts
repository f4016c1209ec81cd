import { encodeFunctionData, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { marketplaceAbi } from '../src/index';
import { expectRevert, mined } from './helpers';
import {
  blockTime,
  buyer,
  clients,
  deployFixture,
  eventsOf,
  type Fixture,
  inventoryOf,
  listProduct,
  METADATA,
  NEW_METADATA,
  OWNER,
  orderOf,
  PRICE,
  placeOrder,
  Status,
  seller,
  statusOf,
  useMarketplaceNode,
} from './marketplace-fixture';

// The defects of issue 18, each as a case that failed against the contract before the fix.

useMarketplaceNode();

const DAY = 24n * 60n * 60n;

async function passTime(seconds: bigint): Promise<void> {
  await clients.testClient.increaseTime({ seconds: Number(seconds) });
  await clients.testClient.mine({ blocks: 1 });
}

/** Lists "unlimited" stock, sells 5, and has the seller put the figure back to 2^256-1. */
async function unlimitedListingWithOrder(m: Fixture) {
  const productId = await listProduct(m, maxUint256);
  const order = await placeOrder(m, productId, 5n);
  expect(await inventoryOf(m, productId)).toBe(maxUint256 - 5n);
  await mined(clients, m.seller.write.updateProduct([productId, PRICE, maxUint256, METADATA]));
  return { productId, ...order };
}

describe('a refund at "unlimited" inventory (2^256-1)', () => {
  it('cancels without overflowing, and unlimited stays unlimited', async () => {
    const m = await deployFixture();
    const { productId, orderId, total } = await unlimitedListingWithOrder(m);

    const cancelled = await mined(clients, m.buyer.write.cancelOrder([orderId]));

    expect(eventsOf(cancelled)).toEqual([
      {
        eventName: 'OrderStatusChanged',
        args: {
          orderId,
          productId,
          status: Status.Cancelled,
          confirmedAt: 0n,
          shippedAt: 0n,
          productInventory: maxUint256,
        },
      },
      { eventName: 'Credited', args: { account: buyer, amount: total, balance: total } },
    ]);
    expect(await inventoryOf(m, productId)).toBe(maxUint256);
    expect(await m.owner.read.balances([buyer])).toBe(total);
  });

  it('rejects without overflowing, Pending or Confirmed', async () => {
    const m = await deployFixture();
    const { productId, orderId, total } = await unlimitedListingWithOrder(m);
    const confirmedOrder = await placeOrder(m, productId, 3n);
    await mined(clients, m.seller.write.confirmOrder([confirmedOrder.orderId]));
    await mined(clients, m.seller.write.updateProduct([productId, PRICE, maxUint256, METADATA]));

    await mined(clients, m.seller.write.rejectOrder([orderId]));
    await mined(clients, m.seller.write.rejectOrder([confirmedOrder.orderId]));

    expect(await inventoryOf(m, productId)).toBe(maxUint256);
    expect(await m.owner.read.balances([buyer])).toBe(total + confirmedOrder.total);
  });

  it('adds the units back on top of a figure the seller has reset since the order (decided behaviour)', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const { orderId } = await placeOrder(m, productId, 4n);
    // The seller now says 3 units are open for orders, and closes the listing.
    await mined(clients, m.seller.write.updateProduct([productId, PRICE, 3n, NEW_METADATA]));
    await mined(clients, m.seller.write.setActive([productId, false]));

    await mined(clients, m.buyer.write.cancelOrder([orderId]));

    // The 4 units the order held are open again; the listing stays closed and keeps its new description.
    expect(await m.owner.read.products([productId])).toEqual([seller, false, PRICE, 7n, NEW_METADATA]);
  });
});

describe('a confirmed order the seller never ships', () => {
  it('can be cancelled by the buyer once SHIPPING_TIMEOUT has passed since confirmation, to the second', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const { orderId, total } = await placeOrder(m, productId, 2n);
    const confirmed = await mined(clients, m.seller.write.confirmOrder([orderId]));
    const confirmedAt = await blockTime(confirmed);
    const timeout = await m.owner.read.SHIPPING_TIMEOUT();
    expect(timeout).toBe(14n * DAY);
    expect(timeout).toBe(await m.owner.read.DELIVERY_TIMEOUT());
    expect((await orderOf(m, orderId)).confirmedAt).toBe(confirmedAt);
    const cancellableAt = confirmedAt + timeout;

    await expectRevert(m.buyer.write.cancelOrder([orderId]), 'TooEarly', [cancellableAt]);
    await passTime(timeout - 3600n);
    await expectRevert(m.buyer.write.cancelOrder([orderId]), 'TooEarly', [cancellableAt]);
    await expectRevert(m.seller.write.cancelOrder([orderId]), 'NotBuyer', [seller]);

    // The exact boundary, in mined blocks with pinned timestamps (an explicit gas limit skips the estimate).
    await clients.testClient.setNextBlockTimestamp({ timestamp: cancellableAt - 1n });
    const early = await clients.publicClient.waitForTransactionReceipt({
      hash: await m.buyer.write.cancelOrder([orderId], { gas: 200_000n }),
    });
    expect(early.status).toBe('reverted');
    expect(await statusOf(m, orderId)).toBe(Status.Confirmed);

    await clients.testClient.setNextBlockTimestamp({ timestamp: cancellableAt });
    const cancelled = await mined(clients, m.buyer.write.cancelOrder([orderId], { gas: 200_000n }));
    expect(eventsOf(cancelled)).toEqual([
      {
        eventName: 'OrderStatusChanged',
        args: {
          orderId,
          productId,
          status: Status.Cancelled,
          confirmedAt,
          shippedAt: 0n,
          productInventory: 10n,
        },
      },
      { eventName: 'Credited', args: { account: buyer, amount: total, balance: total } },
    ]);
    await expectRevert(m.seller.write.shipOrder([orderId]), 'InvalidTransition', [
      Status.Cancelled,
      Status.Shipped,
    ]);
  });

  it('is refunded a year after confirmation (the issue’s sequence)', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const { orderId, total } = await placeOrder(m, productId, 1n);
    await mined(clients, m.seller.write.confirmOrder([orderId]));
    await passTime(365n * DAY);

    await mined(clients, m.buyer.write.cancelOrder([orderId]));

    expect(await statusOf(m, orderId)).toBe(Status.Cancelled);
    expect(await m.owner.read.balances([buyer])).toBe(total);
    expect(await inventoryOf(m, productId)).toBe(10n);
  });

  it('can still be shipped late if the buyer has not cancelled; then it can no longer be cancelled', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const { orderId } = await placeOrder(m, productId, 1n);
    await mined(clients, m.seller.write.confirmOrder([orderId]));
    await passTime(30n * DAY);

    await mined(clients, m.seller.write.shipOrder([orderId]));

    await expectRevert(m.buyer.write.cancelOrder([orderId]), 'InvalidTransition', [
      Status.Shipped,
      Status.Cancelled,
    ]);
  });
});

describe('the description bought', () => {
  it('refuses a purchase quoted against a description the seller has since swapped', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    await mined(clients, m.seller.write.updateProduct([productId, PRICE, 10n, NEW_METADATA]));

    await expectRevert(
      m.buyer.write.purchase([productId, 1n, PRICE, METADATA], { value: PRICE }),
      'MetadataChanged',
      [METADATA, NEW_METADATA],
    );
    expect(await m.owner.read.orderCount()).toBe(0n);
    expect(await inventoryOf(m, productId)).toBe(10n);
  });

  it('refuses it when the swap lands in the same block, just ahead of the purchase', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    await clients.testClient.setAutomine(false);
    try {
      const swap = await m.seller.write.updateProduct([productId, PRICE, 10n, NEW_METADATA], {
        gas: 100_000n,
      });
      const buy = await m.buyer.write.purchase([productId, 1n, PRICE, METADATA], {
        value: PRICE,
        gas: 300_000n,
      });
      await clients.testClient.mine({ blocks: 1 });
      const [swapped, bought] = await Promise.all(
        [swap, buy].map((hash) => clients.publicClient.waitForTransactionReceipt({ hash })),
      );
      expect(swapped?.blockNumber).toBe(bought?.blockNumber);
      expect(swapped?.status).toBe('success');
      expect(bought?.status).toBe('reverted');
      // Not out of gas: the contract refused it.
      expect(bought?.gasUsed).toBeLessThan(300_000n);
    } finally {
      await clients.testClient.setAutomine(true);
    }
    expect(await m.owner.read.orderCount()).toBe(0n);
    expect(await clients.publicClient.getBalance({ address: m.address })).toBe(0n);
  });

  it('is recorded in the order and its event, and stays when the listing changes', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const { orderId, receipt } = await placeOrder(m, productId, 1n);
    expect(eventsOf(receipt)[0]?.args).toMatchObject({ metadataHash: METADATA });

    await mined(clients, m.seller.write.updateProduct([productId, PRICE, 10n, NEW_METADATA]));
    const second = await placeOrder(m, productId, 1n, PRICE, NEW_METADATA);

    expect((await orderOf(m, orderId)).metadataHash).toBe(METADATA);
    expect((await orderOf(m, second.orderId)).metadataHash).toBe(NEW_METADATA);
    expect(eventsOf(second.receipt)[0]?.args).toMatchObject({ metadataHash: NEW_METADATA });
  });
});

describe('renounceOwnership', () => {
  it('reverts for the owner and anyone else, so a pause can always be lifted', async () => {
    const m = await deployFixture();
    const owner = clients.wallet(OWNER).account.address;
    await mined(clients, m.owner.write.pause());

    await expectRevert(m.owner.read.renounceOwnership(), 'RenounceOwnershipDisabled', []);
    await expectRevert(m.buyer.read.renounceOwnership(), 'RenounceOwnershipDisabled', []);
    // Sent as a transaction (an explicit gas limit skips the estimate), it is mined and reverts.
    const hash = await clients.wallet(OWNER).sendTransaction({
      to: m.address,
      data: encodeFunctionData({ abi: marketplaceAbi, functionName: 'renounceOwnership' }),
      gas: 100_000n,
    });
    expect((await clients.publicClient.waitForTransactionReceipt({ hash })).status).toBe('reverted');

    expect(await m.owner.read.owner()).toBe(owner);
    await mined(clients, m.owner.write.unpause());
    expect(await m.owner.read.paused()).toBe(false);
  });
});

describe('price x quantity overflow', () => {
  it('reverts with TotalOverflow naming price and quantity, not Panic(17)', async () => {
    const m = await deployFixture();
    const price = 2n ** 255n;
    const productId = await listProduct(m, 10n, price);

    await expectRevert(m.buyer.write.purchase([productId, 2n, price, METADATA]), 'TotalOverflow', [
      price,
      2n,
    ]);
    // One unit fits: the payment check decides.
    await expectRevert(m.buyer.write.purchase([productId, 1n, price, METADATA]), 'WrongPayment', [price, 0n]);

    await mined(clients, m.seller.write.updateProduct([productId, maxUint256, 10n, METADATA]));
    await expectRevert(m.buyer.write.purchase([productId, 10n, maxUint256, METADATA]), 'TotalOverflow', [
      maxUint256,
      10n,
    ]);
  });
});

describe('the Shipped event', () => {
  it('carries shippedAt (and confirmedAt) with the status', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const { orderId } = await placeOrder(m, productId, 1n);
    const confirmedAt = await blockTime(await mined(clients, m.seller.write.confirmOrder([orderId])));
    const shipped = await mined(clients, m.seller.write.shipOrder([orderId]));
    const shippedAt = await blockTime(shipped);

    expect(eventsOf(shipped)[0]?.args).toEqual({
      orderId,
      productId,
      status: Status.Shipped,
      confirmedAt,
      shippedAt,
      productInventory: 9n,
    });
    expect(await orderOf(m, orderId)).toMatchObject({ confirmedAt, shippedAt });
  });
});
