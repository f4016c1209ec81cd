import {
  type Address,
  decodeErrorResult,
  getAddress,
  getContract,
  keccak256,
  parseEther,
  parseEventLogs,
  type TransactionReceipt,
  toHex,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maliciousReceiverAbi, maliciousReceiverBytecode } from '../generated/malicious-receiver';
import { marketplaceAbi } from '../src/index';
import { type AnvilInstance, deployMarketplace, startAnvil } from '../src/node';
import { type Clients, createClients, expectRevert, gasCost, mined } from './helpers';

// Every test deploys its own marketplace on one real anvil node and sends real transactions. Reverts are
// checked by the node executing the call (gas estimation fails with the contract's custom error).

const OWNER = 0;
const SELLER = 1;
const BUYER = 2;
const OTHER = 3;

const PRICE = parseEther('0.01');
const METADATA = keccak256(toHex('{"name":"Amoxicillin 500 mg","category":"Antibiotics"}'));
const NEW_METADATA = keccak256(toHex('{"name":"Amoxicillin 500 mg, box of 20","category":"Antibiotics"}'));
const Status = { Pending: 0, Confirmed: 1, Shipped: 2, Delivered: 3, Cancelled: 4, Rejected: 5 } as const;

let anvil: AnvilInstance;
let clients: Clients;
let seller: Address;
let buyer: Address;
let other: Address;

beforeAll(async () => {
  anvil = await startAnvil();
  clients = createClients(anvil.rpcUrl);
  seller = clients.wallet(SELLER).account.address;
  buyer = clients.wallet(BUYER).account.address;
  other = clients.wallet(OTHER).account.address;
});

afterAll(async () => {
  await anvil?.stop();
});

async function deployFixture() {
  const address = await deployMarketplace(clients.wallet(OWNER), clients.publicClient);
  const as = (index: number) =>
    getContract({
      address,
      abi: marketplaceAbi,
      client: { public: clients.publicClient, wallet: clients.wallet(index) },
    });
  return { address, owner: as(OWNER), seller: as(SELLER), buyer: as(BUYER), other: as(OTHER) };
}

type Fixture = Awaited<ReturnType<typeof deployFixture>>;

function eventsOf(receipt: TransactionReceipt) {
  return parseEventLogs({ abi: marketplaceAbi, logs: receipt.logs }).map(({ eventName, args }) => ({
    eventName,
    args,
  }));
}

async function listProduct(m: Fixture, inventory = 10n, price = PRICE): Promise<bigint> {
  const receipt = await mined(clients, m.seller.write.listProduct([price, inventory, METADATA]));
  const [listed] = parseEventLogs({ abi: marketplaceAbi, logs: receipt.logs, eventName: 'ProductListed' });
  if (!listed) throw new Error('ProductListed not emitted');
  return listed.args.productId;
}

async function placeOrder(m: Fixture, productId: bigint, quantity: bigint, unitPrice = PRICE) {
  const total = unitPrice * quantity;
  const receipt = await mined(
    clients,
    m.buyer.write.purchase([productId, quantity, unitPrice], { value: total }),
  );
  const [placed] = parseEventLogs({ abi: marketplaceAbi, logs: receipt.logs, eventName: 'OrderPlaced' });
  if (!placed) throw new Error('OrderPlaced not emitted');
  return { orderId: placed.args.orderId, total, receipt };
}

async function inventoryOf(m: Fixture, productId: bigint): Promise<bigint> {
  const [, , , inventory] = await m.owner.read.products([productId]);
  return inventory;
}

async function statusOf(m: Fixture, orderId: bigint): Promise<number> {
  const [, , , , , , status] = await m.owner.read.orders([orderId]);
  return status;
}

describe('products', () => {
  it('lists products with ids from 1 and emits their full state', async () => {
    const m = await deployFixture();
    const first = await mined(clients, m.seller.write.listProduct([PRICE, 10n, METADATA]));
    const second = await mined(clients, m.other.write.listProduct([2n * PRICE, 3n, NEW_METADATA]));

    expect(eventsOf(first)).toEqual([
      {
        eventName: 'ProductListed',
        args: { productId: 1n, seller, price: PRICE, inventory: 10n, metadataHash: METADATA },
      },
    ]);
    expect(eventsOf(second)).toEqual([
      {
        eventName: 'ProductListed',
        args: { productId: 2n, seller: other, price: 2n * PRICE, inventory: 3n, metadataHash: NEW_METADATA },
      },
    ]);
    expect(await m.owner.read.products([1n])).toEqual([seller, true, PRICE, 10n, METADATA]);
    expect(await m.owner.read.productCount()).toBe(2n);
  });

  it('rejects a zero price', async () => {
    const m = await deployFixture();
    await expectRevert(m.seller.write.listProduct([0n, 10n, METADATA]), 'ZeroPrice');
    const productId = await listProduct(m);
    await expectRevert(m.seller.write.updateProduct([productId, 0n, 10n, METADATA]), 'ZeroPrice');
  });

  it('lets only the seller update a product or change its active flag', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m);

    await expectRevert(m.other.write.updateProduct([productId, 1n, 1n, NEW_METADATA]), 'NotSeller', [other]);
    await expectRevert(m.buyer.write.setActive([productId, false]), 'NotSeller', [buyer]);
    await expectRevert(m.owner.write.setActive([productId, false]), 'NotSeller', [
      clients.wallet(OWNER).account.address,
    ]);
    expect(await m.owner.read.products([productId])).toEqual([seller, true, PRICE, 10n, METADATA]);

    const updated = await mined(
      clients,
      m.seller.write.updateProduct([productId, 2n * PRICE, 7n, NEW_METADATA]),
    );
    expect(eventsOf(updated)).toEqual([
      {
        eventName: 'ProductUpdated',
        args: { productId, price: 2n * PRICE, inventory: 7n, metadataHash: NEW_METADATA },
      },
    ]);
    const deactivated = await mined(clients, m.seller.write.setActive([productId, false]));
    expect(eventsOf(deactivated)).toEqual([
      { eventName: 'ProductActiveSet', args: { productId, active: false } },
    ]);
    expect(await m.owner.read.products([productId])).toEqual([seller, false, 2n * PRICE, 7n, NEW_METADATA]);
  });

  it('rejects changes to a product that does not exist', async () => {
    const m = await deployFixture();
    await expectRevert(m.seller.write.updateProduct([1n, PRICE, 1n, METADATA]), 'ProductNotFound', [1n]);
    await expectRevert(m.seller.write.setActive([0n, true]), 'ProductNotFound', [0n]);
    await expectRevert(m.buyer.write.purchase([1n, 1n, PRICE], { value: PRICE }), 'ProductNotFound', [1n]);
  });
});

describe('purchase', () => {
  it('takes exactly price x quantity into escrow, decrements inventory and records the order', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const buyerBefore = await clients.publicClient.getBalance({ address: buyer });

    const { orderId, total, receipt } = await placeOrder(m, productId, 3n);

    expect(orderId).toBe(1n);
    expect(eventsOf(receipt)).toEqual([
      {
        eventName: 'OrderPlaced',
        args: {
          orderId,
          productId,
          buyer,
          seller,
          quantity: 3n,
          unitPrice: PRICE,
          total,
          remainingInventory: 7n,
        },
      },
    ]);
    expect(await inventoryOf(m, productId)).toBe(7n);
    expect(await m.owner.read.orders([orderId])).toEqual([
      productId,
      buyer,
      seller,
      3n,
      PRICE,
      total,
      Status.Pending,
      0n,
    ]);
    expect(await clients.publicClient.getBalance({ address: m.address })).toBe(total);
    expect(await clients.publicClient.getBalance({ address: buyer })).toBe(
      buyerBefore - total - gasCost(receipt),
    );
    expect(await m.owner.read.orderCount()).toBe(1n);
  });

  it('rejects a payment below or above the exact total', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const total = 2n * PRICE;

    await expectRevert(
      m.buyer.write.purchase([productId, 2n, PRICE], { value: total - 1n }),
      'WrongPayment',
      [total, total - 1n],
    );
    await expectRevert(
      m.buyer.write.purchase([productId, 2n, PRICE], { value: total + 1n }),
      'WrongPayment',
      [total, total + 1n],
    );
    await expectRevert(m.buyer.write.purchase([productId, 2n, PRICE]), 'WrongPayment', [total, 0n]);
    expect(await inventoryOf(m, productId)).toBe(10n);
  });

  it('rejects a purchase when the price changed after the quote', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const [, , quotedPrice] = await m.buyer.read.products([productId]);
    await mined(clients, m.seller.write.updateProduct([productId, 2n * PRICE, 10n, METADATA]));

    await expectRevert(
      m.buyer.write.purchase([productId, 1n, quotedPrice], { value: quotedPrice }),
      'PriceChanged',
      [quotedPrice, 2n * PRICE],
    );
    // Paying the new price with the new quote goes through.
    const { receipt } = await placeOrder(m, productId, 1n, 2n * PRICE);
    expect(eventsOf(receipt)[0]?.args).toMatchObject({ unitPrice: 2n * PRICE, total: 2n * PRICE });
  });

  it('requires 0 < quantity <= inventory', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 5n);

    await expectRevert(m.buyer.write.purchase([productId, 0n, PRICE], { value: 0n }), 'InvalidQuantity', [
      0n,
      5n,
    ]);
    await expectRevert(
      m.buyer.write.purchase([productId, 6n, PRICE], { value: 6n * PRICE }),
      'InvalidQuantity',
      [6n, 5n],
    );
    const { receipt } = await placeOrder(m, productId, 5n);
    expect(eventsOf(receipt)[0]?.args).toMatchObject({ quantity: 5n, remainingInventory: 0n });
    expect(await inventoryOf(m, productId)).toBe(0n);
    await expectRevert(m.buyer.write.purchase([productId, 1n, PRICE], { value: PRICE }), 'InvalidQuantity', [
      1n,
      0n,
    ]);
  });

  it('rejects purchases of an inactive product', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m);
    await mined(clients, m.seller.write.setActive([productId, false]));
    await expectRevert(m.buyer.write.purchase([productId, 1n, PRICE], { value: PRICE }), 'ProductInactive', [
      productId,
    ]);
    await mined(clients, m.seller.write.setActive([productId, true]));
    const { orderId } = await placeOrder(m, productId, 1n);
    expect(orderId).toBe(1n);
  });
});

describe('order lifecycle', () => {
  it('moves Pending -> Confirmed -> Shipped -> Delivered and credits the seller', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const { orderId, total } = await placeOrder(m, productId, 2n);

    const confirmed = await mined(clients, m.seller.write.confirmOrder([orderId]));
    expect(eventsOf(confirmed)).toEqual([
      { eventName: 'OrderStatusChanged', args: { orderId, status: Status.Confirmed, productInventory: 8n } },
    ]);

    const shipped = await mined(clients, m.seller.write.shipOrder([orderId]));
    expect(eventsOf(shipped)).toEqual([
      { eventName: 'OrderStatusChanged', args: { orderId, status: Status.Shipped, productInventory: 8n } },
    ]);
    const shippedBlock = await clients.publicClient.getBlock({ blockNumber: shipped.blockNumber });
    const [, , , , , , , shippedAt] = await m.owner.read.orders([orderId]);
    expect(shippedAt).toBe(shippedBlock.timestamp);

    const delivered = await mined(clients, m.buyer.write.confirmDelivery([orderId]));
    expect(eventsOf(delivered)).toEqual([
      { eventName: 'OrderStatusChanged', args: { orderId, status: Status.Delivered, productInventory: 8n } },
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

    await mined(clients, m.seller.write.confirmOrder([orderId]));
    await expectRevert(m.seller.write.confirmOrder([orderId]), 'InvalidTransition', [
      Status.Confirmed,
      Status.Confirmed,
    ]);
    await expectRevert(m.buyer.write.cancelOrder([orderId]), 'InvalidTransition', [
      Status.Confirmed,
      Status.Cancelled,
    ]);

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
    await mined(clients, m.seller.write.confirmOrder([orderId]));
    const shipped = await mined(clients, m.seller.write.shipOrder([orderId]));
    const shippedAt = (await clients.publicClient.getBlock({ blockNumber: shipped.blockNumber })).timestamp;
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
      { eventName: 'OrderStatusChanged', args: { orderId, status: Status.Delivered, productInventory: 9n } },
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
      { eventName: 'OrderStatusChanged', args: { orderId, status: Status.Cancelled, productInventory: 10n } },
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
        args: { orderId: first.orderId, status: Status.Rejected, productInventory: 8n },
      },
      { eventName: 'Credited', args: { account: buyer, amount: first.total, balance: first.total } },
    ]);

    await mined(clients, m.seller.write.confirmOrder([second.orderId]));
    const rejectedConfirmed = await mined(clients, m.seller.write.rejectOrder([second.orderId]));
    expect(eventsOf(rejectedConfirmed)).toEqual([
      {
        eventName: 'OrderStatusChanged',
        args: { orderId: second.orderId, status: Status.Rejected, productInventory: 10n },
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

describe('withdrawals', () => {
  it('pays out the whole balance once; a second withdrawal reverts', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const first = await placeOrder(m, productId, 1n);
    const second = await placeOrder(m, productId, 2n);
    for (const { orderId } of [first, second]) {
      await mined(clients, m.seller.write.confirmOrder([orderId]));
      await mined(clients, m.seller.write.shipOrder([orderId]));
      await mined(clients, m.buyer.write.confirmDelivery([orderId]));
    }
    const owed = first.total + second.total;
    expect(await m.owner.read.balances([seller])).toBe(owed);
    const sellerBefore = await clients.publicClient.getBalance({ address: seller });

    const withdrawn = await mined(clients, m.seller.write.withdraw());

    expect(eventsOf(withdrawn)).toEqual([
      { eventName: 'Withdrawn', args: { account: seller, amount: owed } },
    ]);
    expect(await clients.publicClient.getBalance({ address: seller })).toBe(
      sellerBefore + owed - gasCost(withdrawn),
    );
    expect(await m.owner.read.balances([seller])).toBe(0n);
    expect(await clients.publicClient.getBalance({ address: m.address })).toBe(0n);
    await expectRevert(m.seller.write.withdraw(), 'NothingToWithdraw', []);
  });

  it('reverts a withdrawal when there is nothing to withdraw', async () => {
    const m = await deployFixture();
    await expectRevert(m.other.write.withdraw(), 'NothingToWithdraw', []);
  });

  it('stops a receiver contract from re-entering withdraw and pays it exactly once', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const deployed = await mined(
      clients,
      clients.wallet(BUYER).deployContract({
        abi: maliciousReceiverAbi,
        bytecode: maliciousReceiverBytecode,
        args: [m.address],
      }),
    );
    const attackerAddress = getAddress(deployed.contractAddress as Address);
    const attacker = getContract({
      address: attackerAddress,
      abi: maliciousReceiverAbi,
      client: { public: clients.publicClient, wallet: clients.wallet(BUYER) },
    });

    const total = 2n * PRICE;
    const bought = await mined(clients, attacker.write.buy([productId, 2n, PRICE], { value: total }));
    const [placed] = parseEventLogs({ abi: marketplaceAbi, logs: bought.logs, eventName: 'OrderPlaced' });
    expect(placed?.args.buyer).toBe(attackerAddress);
    await mined(clients, attacker.write.cancel([placed?.args.orderId ?? 0n]));
    expect(await m.owner.read.balances([attackerAddress])).toBe(total);

    const withdrawn = await mined(clients, attacker.write.withdraw());

    expect(eventsOf(withdrawn)).toEqual([
      { eventName: 'Withdrawn', args: { account: attackerAddress, amount: total } },
    ]);
    expect(await attacker.read.reentryAttempted()).toBe(true);
    expect(await attacker.read.reentrySucceeded()).toBe(false);
    const reentryError = await attacker.read.reentryError();
    expect(decodeErrorResult({ abi: marketplaceAbi, data: reentryError }).errorName).toBe(
      'ReentrancyGuardReentrantCall',
    );
    expect(await clients.publicClient.getBalance({ address: attackerAddress })).toBe(total);
    expect(await clients.publicClient.getBalance({ address: m.address })).toBe(0n);
    expect(await m.owner.read.balances([attackerAddress])).toBe(0n);
    await expectRevert(attacker.write.withdraw(), 'NothingToWithdraw', [], marketplaceAbi);
  });
});

describe('pause', () => {
  it('lets only the owner pause and unpause', async () => {
    const m = await deployFixture();
    const owner = clients.wallet(OWNER).account.address;
    await expectRevert(m.seller.write.pause(), 'OwnableUnauthorizedAccount', [seller]);

    const paused = await mined(clients, m.owner.write.pause());
    expect(eventsOf(paused)).toEqual([{ eventName: 'Paused', args: { account: owner } }]);
    expect(await m.owner.read.paused()).toBe(true);

    await expectRevert(m.other.write.unpause(), 'OwnableUnauthorizedAccount', [other]);
    const unpaused = await mined(clients, m.owner.write.unpause());
    expect(eventsOf(unpaused)).toEqual([{ eventName: 'Unpaused', args: { account: owner } }]);
    expect(await m.owner.read.paused()).toBe(false);
  });

  it('blocks purchases while paused but keeps orders and withdrawals moving', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const { orderId, total } = await placeOrder(m, productId, 1n);
    await mined(clients, m.owner.write.pause());

    await expectRevert(m.buyer.write.purchase([productId, 1n, PRICE], { value: PRICE }), 'EnforcedPause', []);
    await mined(clients, m.seller.write.confirmOrder([orderId]));
    await mined(clients, m.seller.write.shipOrder([orderId]));
    await mined(clients, m.buyer.write.confirmDelivery([orderId]));
    const withdrawn = await mined(clients, m.seller.write.withdraw());
    expect(eventsOf(withdrawn)).toEqual([
      { eventName: 'Withdrawn', args: { account: seller, amount: total } },
    ]);

    await mined(clients, m.owner.write.unpause());
    const again = await placeOrder(m, productId, 1n);
    expect(again.orderId).toBe(2n);
  });

  it('hands the pause right over only when the new owner accepts', async () => {
    const m = await deployFixture();
    await mined(clients, m.owner.write.transferOwnership([other]));
    await expectRevert(m.other.write.pause(), 'OwnableUnauthorizedAccount', [other]);
    await mined(clients, m.other.write.acceptOwnership());
    expect(await m.owner.read.owner()).toBe(other);
    await expectRevert(m.owner.write.pause(), 'OwnableUnauthorizedAccount', [
      clients.wallet(OWNER).account.address,
    ]);
    await mined(clients, m.other.write.pause());
    expect(await m.owner.read.paused()).toBe(true);
  });
});
