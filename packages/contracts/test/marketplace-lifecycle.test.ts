import { describe, expect, it } from 'vitest';
import { expectRevert, gasCost, mined } from './helpers';
import {
  blockTime,
  buyer,
  clients,
  deployFixture,
  eventsOf,
  inventoryOf,
  listProduct,
  orderOf,
  other,
  placeOrder,
  Status,
  seller,
  statusOf,
  useMarketplaceNode,
} from './marketplace-fixture';

useMarketplaceNode();

describe('order lifecycle', () => {
  it('moves Pending -> Confirmed -> Shipped -> Delivered and credits the seller', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const { orderId, total } = await placeOrder(m, productId, 2n);

    const confirmed = await mined(clients, m.seller.write.confirmOrder([orderId]));
    const confirmedAt = await blockTime(confirmed);
    expect(eventsOf(confirmed)).toEqual([
      {
        eventName: 'OrderStatusChanged',
        args: {
          orderId,
          productId,
          status: Status.Confirmed,
          confirmedAt,
          shippedAt: 0n,
          productInventory: 8n,
        },
      },
    ]);
    expect((await orderOf(m, orderId)).confirmedAt).toBe(confirmedAt);

    const shipped = await mined(clients, m.seller.write.shipOrder([orderId]));
    const shippedAt = await blockTime(shipped);
    expect(eventsOf(shipped)).toEqual([
      {
        eventName: 'OrderStatusChanged',
        args: { orderId, productId, status: Status.Shipped, confirmedAt, shippedAt, productInventory: 8n },
      },
    ]);
    expect(await orderOf(m, orderId)).toMatchObject({ confirmedAt, shippedAt });

    const delivered = await mined(clients, m.buyer.write.confirmDelivery([orderId]));
    expect(eventsOf(delivered)).toEqual([
      {
        eventName: 'OrderStatusChanged',
        args: { orderId, productId, status: Status.Delivered, confirmedAt, shippedAt, productInventory: 8n },
      },
      { eventName: 'Credited', args: { account: seller, amount: total, balance: total } },
    ]);
    expect(await statusOf(m, orderId)).toBe(Status.Delivered);
    expect(await m.owner.read.balances([seller])).toBe(total);
    expect(await m.owner.read.balances([buyer])).toBe(0n);
    // Still in the contract: nothing is pushed.
    expect(await clients.publicClient.getBalance({ address: m.address })).toBe(total);
  });

  it('lets only the seller confirm, ship, reject and finalize, and only the buyer confirm delivery or cancel', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m);
    const { orderId } = await placeOrder(m, productId, 1n);

    await expectRevert(m.buyer.write.confirmOrder([orderId]), 'NotSeller', [buyer]);
    await expectRevert(m.other.write.confirmOrder([orderId]), 'NotSeller', [other]);
    await expectRevert(m.buyer.write.rejectOrder([orderId]), 'NotSeller', [buyer]);
    await expectRevert(m.seller.write.cancelOrder([orderId]), 'NotBuyer', [seller]);
    await expectRevert(m.other.write.cancelOrder([orderId]), 'NotBuyer', [other]);
    await mined(clients, m.seller.write.confirmOrder([orderId]));

    await expectRevert(m.buyer.write.shipOrder([orderId]), 'NotSeller', [buyer]);
    await expectRevert(m.other.write.shipOrder([orderId]), 'NotSeller', [other]);
    await mined(clients, m.seller.write.shipOrder([orderId]));

    await expectRevert(m.seller.write.confirmDelivery([orderId]), 'NotBuyer', [seller]);
    await expectRevert(m.other.write.confirmDelivery([orderId]), 'NotBuyer', [other]);
    await expectRevert(m.buyer.write.finalizeOrder([orderId]), 'NotSeller', [buyer]);
    expect(await statusOf(m, orderId)).toBe(Status.Shipped);

    await mined(clients, m.buyer.write.confirmDelivery([orderId]));
    expect(await statusOf(m, orderId)).toBe(Status.Delivered);
  });

  it('rejects transitions the lifecycle does not allow', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m);
    const { orderId } = await placeOrder(m, productId, 1n);

    await expectRevert(m.seller.write.shipOrder([orderId]), 'InvalidTransition', [
      Status.Pending,
      Status.Shipped,
    ]);
    await expectRevert(m.buyer.write.confirmDelivery([orderId]), 'InvalidTransition', [
      Status.Pending,
      Status.Delivered,
    ]);
    await expectRevert(m.seller.write.finalizeOrder([orderId]), 'InvalidTransition', [
      Status.Pending,
      Status.Delivered,
    ]);

    const confirmedAt = await blockTime(await mined(clients, m.seller.write.confirmOrder([orderId])));
    await expectRevert(m.seller.write.confirmOrder([orderId]), 'InvalidTransition', [
      Status.Confirmed,
      Status.Confirmed,
    ]);
    // A confirmed order can be cancelled by the buyer only after the shipping timeout. The timeout is read
    // before the call is sent: read while the call was on its way, a revert that came back first was an
    // unhandled rejection until expectRevert got the promise.
    const cancellableAt = confirmedAt + (await m.owner.read.SHIPPING_TIMEOUT());
    await expectRevert(m.buyer.write.cancelOrder([orderId]), 'TooEarly', [cancellableAt]);

    await mined(clients, m.seller.write.shipOrder([orderId]));
    await expectRevert(m.seller.write.rejectOrder([orderId]), 'InvalidTransition', [
      Status.Shipped,
      Status.Rejected,
    ]);
    await expectRevert(m.buyer.write.cancelOrder([orderId]), 'InvalidTransition', [
      Status.Shipped,
      Status.Cancelled,
    ]);

    await mined(clients, m.buyer.write.confirmDelivery([orderId]));
    await expectRevert(m.buyer.write.confirmDelivery([orderId]), 'InvalidTransition', [
      Status.Delivered,
      Status.Delivered,
    ]);
    await expectRevert(m.seller.write.rejectOrder([orderId]), 'InvalidTransition', [
      Status.Delivered,
      Status.Rejected,
    ]);

    const { orderId: cancelledId } = await placeOrder(m, productId, 1n);
    await mined(clients, m.buyer.write.cancelOrder([cancelledId]));
    await expectRevert(m.seller.write.confirmOrder([cancelledId]), 'InvalidTransition', [
      Status.Cancelled,
      Status.Confirmed,
    ]);
    await expectRevert(m.buyer.write.cancelOrder([cancelledId]), 'InvalidTransition', [
      Status.Cancelled,
      Status.Cancelled,
    ]);
    await expectRevert(m.seller.write.confirmOrder([99n]), 'OrderNotFound', [99n]);
  });

  it('lets the seller finalize a shipped order only once the delivery timeout has passed', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const { orderId, total } = await placeOrder(m, productId, 1n);
    const confirmedAt = await blockTime(await mined(clients, m.seller.write.confirmOrder([orderId])));
    const shipped = await mined(clients, m.seller.write.shipOrder([orderId]));
    const shippedAt = await blockTime(shipped);
    const timeout = await m.owner.read.DELIVERY_TIMEOUT();
    expect(timeout).toBe(14n * 24n * 60n * 60n);
    const finalizableAt = shippedAt + timeout;

    await expectRevert(m.seller.write.finalizeOrder([orderId]), 'TooEarly', [finalizableAt]);
    // An hour short of the timeout: a margin no slow machine can eat into.
    await clients.testClient.increaseTime({ seconds: Number(timeout) - 3600 });
    await clients.testClient.mine({ blocks: 1 });
    await expectRevert(m.seller.write.finalizeOrder([orderId]), 'TooEarly', [finalizableAt]);

    // The exact boundary, in mined blocks with pinned timestamps (an explicit gas limit skips the estimate).
    await clients.testClient.setNextBlockTimestamp({ timestamp: finalizableAt - 1n });
    const early = await clients.publicClient.waitForTransactionReceipt({
      hash: await m.seller.write.finalizeOrder([orderId], { gas: 200_000n }),
    });
    expect(early.status).toBe('reverted');
    expect(await statusOf(m, orderId)).toBe(Status.Shipped);

    await clients.testClient.setNextBlockTimestamp({ timestamp: finalizableAt });
    const finalized = await mined(clients, m.seller.write.finalizeOrder([orderId], { gas: 200_000n }));
    expect(eventsOf(finalized)).toEqual([
      {
        eventName: 'OrderStatusChanged',
        args: { orderId, productId, status: Status.Delivered, confirmedAt, shippedAt, productInventory: 9n },
      },
      { eventName: 'Credited', args: { account: seller, amount: total, balance: total } },
    ]);
    expect(await m.owner.read.balances([seller])).toBe(total);
  });

  it('refunds a cancelled order to the buyer balance and restores inventory', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const { orderId, total } = await placeOrder(m, productId, 4n);
    expect(await inventoryOf(m, productId)).toBe(6n);
    const buyerBefore = await clients.publicClient.getBalance({ address: buyer });

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
          productInventory: 10n,
        },
      },
      { eventName: 'Credited', args: { account: buyer, amount: total, balance: total } },
    ]);
    expect(await inventoryOf(m, productId)).toBe(10n);
    expect(await statusOf(m, orderId)).toBe(Status.Cancelled);
    expect(await m.owner.read.balances([buyer])).toBe(total);
    // Credited, not pushed: the buyer's wallet only paid gas.
    expect(await clients.publicClient.getBalance({ address: buyer })).toBe(buyerBefore - gasCost(cancelled));
    expect(await clients.publicClient.getBalance({ address: m.address })).toBe(total);
  });

  it('refunds a rejected order, Pending or Confirmed, and restores inventory', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const first = await placeOrder(m, productId, 3n);
    const second = await placeOrder(m, productId, 2n);
    expect(await inventoryOf(m, productId)).toBe(5n);

    const rejectedPending = await mined(clients, m.seller.write.rejectOrder([first.orderId]));
    expect(eventsOf(rejectedPending)).toEqual([
      {
        eventName: 'OrderStatusChanged',
        args: {
          orderId: first.orderId,
          productId,
          status: Status.Rejected,
          confirmedAt: 0n,
          shippedAt: 0n,
          productInventory: 8n,
        },
      },
      { eventName: 'Credited', args: { account: buyer, amount: first.total, balance: first.total } },
    ]);

    const confirmedAt = await blockTime(await mined(clients, m.seller.write.confirmOrder([second.orderId])));
    const rejectedConfirmed = await mined(clients, m.seller.write.rejectOrder([second.orderId]));
    expect(eventsOf(rejectedConfirmed)).toEqual([
      {
        eventName: 'OrderStatusChanged',
        args: {
          orderId: second.orderId,
          productId,
          status: Status.Rejected,
          confirmedAt,
          shippedAt: 0n,
          productInventory: 10n,
        },
      },
      {
        eventName: 'Credited',
        args: { account: buyer, amount: second.total, balance: first.total + second.total },
      },
    ]);
    expect(await inventoryOf(m, productId)).toBe(10n);
    expect(await m.owner.read.balances([buyer])).toBe(first.total + second.total);
    expect(await m.owner.read.balances([seller])).toBe(0n);
  });
});
