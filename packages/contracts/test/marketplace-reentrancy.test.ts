import {
  type Address,
  decodeErrorResult,
  encodeFunctionData,
  getAddress,
  getContract,
  type Hex,
  parseEventLogs,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { receiverAccountAbi, receiverAccountBytecode } from '../generated/receiver-account';
import { marketplaceAbi } from '../src/index';
import { expectRevert, mined } from './helpers';
import {
  BUYER,
  buyer,
  clients,
  deployFixture,
  type Fixture,
  listProduct,
  METADATA,
  PRICE,
  placeOrder,
  SELLER,
  Status,
  statusOf,
  useMarketplaceNode,
} from './marketplace-fixture';

// Contract accounts (contracts/test/ReceiverAccount.sol) as buyer and seller: the only external call the
// marketplace makes is the payout in withdraw, and a receiver re-entering from it (into cancel, purchase,
// finalise or reject) must be stopped by the guard, while one refusing the payment only blocks itself.

useMarketplaceNode();

const Mode = { Accept: 0, Refuse: 1, Reenter: 2 } as const;

// A ReceiverAccount deployed by (and acting for) the wallet `walletIndex`.
async function deployReceiver(m: Fixture, walletIndex: number) {
  const deployed = await mined(
    clients,
    clients.wallet(walletIndex).deployContract({
      abi: receiverAccountAbi,
      bytecode: receiverAccountBytecode,
      args: [m.address],
    }),
  );
  const address = getAddress(deployed.contractAddress as Address);
  const contract = getContract({
    address,
    abi: receiverAccountAbi,
    client: { public: clients.publicClient, wallet: clients.wallet(walletIndex) },
  });
  return { address, contract };
}

type Receiver = Awaited<ReturnType<typeof deployReceiver>>;

const cancelCall = (orderId: bigint) =>
  encodeFunctionData({ abi: marketplaceAbi, functionName: 'cancelOrder', args: [orderId] });
const rejectCall = (orderId: bigint) =>
  encodeFunctionData({ abi: marketplaceAbi, functionName: 'rejectOrder', args: [orderId] });
const finalizeCall = (orderId: bigint) =>
  encodeFunctionData({ abi: marketplaceAbi, functionName: 'finalizeOrder', args: [orderId] });
const purchaseCall = (productId: bigint, quantity: bigint, unitPrice = PRICE) =>
  encodeFunctionData({
    abi: marketplaceAbi,
    functionName: 'purchase',
    args: [productId, quantity, unitPrice, METADATA],
  });
const withdrawCall = () => encodeFunctionData({ abi: marketplaceAbi, functionName: 'withdraw', args: [] });

/** Has the receiver call the marketplace with `data` and `value`. */
async function act(r: Receiver, data: Hex, value = 0n) {
  return mined(clients, r.contract.write.act([data], { value }));
}

async function orderIdOf(receiptPromise: ReturnType<typeof act>): Promise<bigint> {
  const receipt = await receiptPromise;
  const [placed] = parseEventLogs({ abi: marketplaceAbi, logs: receipt.logs, eventName: 'OrderPlaced' });
  if (!placed) throw new Error('OrderPlaced not emitted');
  return placed.args.orderId;
}

async function ethOf(address: Address): Promise<bigint> {
  return clients.publicClient.getBalance({ address });
}

async function expectBlockedReentry(r: Receiver): Promise<void> {
  expect(await r.contract.read.reentryAttempted()).toBe(true);
  expect(await r.contract.read.reentrySucceeded()).toBe(false);
  const reason = await r.contract.read.reentryError();
  expect(decodeErrorResult({ abi: marketplaceAbi, data: reason }).errorName).toBe(
    'ReentrancyGuardReentrantCall',
  );
}

/** A buyer contract with one cancelled order (its refund to withdraw) and one pending order. */
async function buyerWithRefund(m: Fixture) {
  const productId = await listProduct(m, 10n);
  const r = await deployReceiver(m, BUYER);
  const refunded = await orderIdOf(act(r, purchaseCall(productId, 2n), 2n * PRICE));
  const pending = await orderIdOf(act(r, purchaseCall(productId, 1n), PRICE));
  await act(r, cancelCall(refunded));
  expect(await m.owner.read.balances([r.address])).toBe(2n * PRICE);
  return { productId, r, refunded, pending };
}

/** A seller contract with one delivered order (its proceeds to withdraw) and one order at `secondStatus`. */
async function sellerWithProceeds(m: Fixture, secondStatus: 'pending' | 'shipped') {
  const r = await deployReceiver(m, SELLER);
  const listed = await act(
    r,
    encodeFunctionData({ abi: marketplaceAbi, functionName: 'listProduct', args: [PRICE, 10n, METADATA] }),
  );
  const productId = parseEventLogs({ abi: marketplaceAbi, logs: listed.logs, eventName: 'ProductListed' })[0]
    ?.args.productId as bigint;
  const delivered = await placeOrder(m, productId, 2n);
  const second = await placeOrder(m, productId, 1n);
  const orderIds = secondStatus === 'shipped' ? [delivered.orderId, second.orderId] : [delivered.orderId];
  for (const orderId of orderIds) {
    await act(r, encodeFunctionData({ abi: marketplaceAbi, functionName: 'confirmOrder', args: [orderId] }));
    await act(r, encodeFunctionData({ abi: marketplaceAbi, functionName: 'shipOrder', args: [orderId] }));
  }
  await mined(clients, m.buyer.write.confirmDelivery([delivered.orderId]));
  expect(await m.owner.read.balances([r.address])).toBe(delivered.total);
  return { productId, r, delivered, second };
}

describe('cross-function reentrancy from a receiver paid by withdraw', () => {
  it('blocks a buyer re-entering cancelOrder', async () => {
    const m = await deployFixture();
    const { r, pending } = await buyerWithRefund(m);
    await mined(clients, r.contract.write.setMode([Mode.Reenter, cancelCall(pending), 0n]));

    await act(r, withdrawCall());

    await expectBlockedReentry(r);
    expect(await statusOf(m, pending)).toBe(Status.Pending);
    expect(await r.contract.read.received()).toBe(2n * PRICE);
    expect(await m.owner.read.balances([r.address])).toBe(0n);
    expect(await ethOf(m.address)).toBe(PRICE);
  });

  it('blocks a buyer re-entering purchase with the money just paid out', async () => {
    const m = await deployFixture();
    const { productId, r } = await buyerWithRefund(m);
    await mined(clients, r.contract.write.setMode([Mode.Reenter, purchaseCall(productId, 1n), PRICE]));

    await act(r, withdrawCall());

    await expectBlockedReentry(r);
    expect(await m.owner.read.orderCount()).toBe(2n);
    expect(await ethOf(r.address)).toBe(2n * PRICE);
    expect(await ethOf(m.address)).toBe(PRICE);
  });

  it('blocks a seller re-entering finalizeOrder', async () => {
    const m = await deployFixture();
    const { r, delivered, second } = await sellerWithProceeds(m, 'shipped');
    await clients.testClient.increaseTime({ seconds: 15 * 24 * 60 * 60 });
    await clients.testClient.mine({ blocks: 1 });
    await mined(clients, r.contract.write.setMode([Mode.Reenter, finalizeCall(second.orderId), 0n]));

    await act(r, withdrawCall());

    await expectBlockedReentry(r);
    expect(await statusOf(m, second.orderId)).toBe(Status.Shipped);
    expect(await r.contract.read.received()).toBe(delivered.total);
    expect(await m.owner.read.balances([r.address])).toBe(0n);
    expect(await ethOf(m.address)).toBe(second.total);
    // Outside the payout the same call goes through.
    await act(r, finalizeCall(second.orderId));
    expect(await m.owner.read.balances([r.address])).toBe(second.total);
  });

  it('blocks a seller re-entering rejectOrder', async () => {
    const m = await deployFixture();
    const { r, second } = await sellerWithProceeds(m, 'pending');
    await mined(clients, r.contract.write.setMode([Mode.Reenter, rejectCall(second.orderId), 0n]));

    await act(r, withdrawCall());

    await expectBlockedReentry(r);
    expect(await statusOf(m, second.orderId)).toBe(Status.Pending);
    expect(await m.owner.read.balances([buyer])).toBe(0n);
    expect(await ethOf(m.address)).toBe(second.total);
  });
});

describe('contract accounts as buyer and seller', () => {
  it('pays a contract seller its proceeds through withdraw', async () => {
    const m = await deployFixture();
    const { r, delivered } = await sellerWithProceeds(m, 'pending');
    await act(r, withdrawCall());
    expect(await r.contract.read.received()).toBe(delivered.total);
    expect(await ethOf(r.address)).toBe(delivered.total);
    expect(await m.owner.read.balances([r.address])).toBe(0n);
  });

  it('keeps the balance of a buyer contract that refuses ETH, and lets nobody else be held up by it', async () => {
    const m = await deployFixture();
    const { productId, r } = await buyerWithRefund(m);
    await mined(clients, r.contract.write.setMode([Mode.Refuse, '0x', 0n]));

    await expectRevert(act(r, withdrawCall()), 'TransferFailed', [r.address, 2n * PRICE], marketplaceAbi);
    expect(await m.owner.read.balances([r.address])).toBe(2n * PRICE);

    // An ordinary buyer is refunded and paid meanwhile.
    const mine = await placeOrder(m, productId, 1n);
    await mined(clients, m.buyer.write.cancelOrder([mine.orderId]));
    await mined(clients, m.buyer.write.withdraw());
    expect(await m.owner.read.balances([buyer])).toBe(0n);

    // Once it accepts payments again, it gets its money.
    await mined(clients, r.contract.write.setMode([Mode.Accept, '0x', 0n]));
    await act(r, withdrawCall());
    expect(await ethOf(r.address)).toBe(2n * PRICE);
    expect(await m.owner.read.balances([r.address])).toBe(0n);
  });

  it('keeps the proceeds of a seller contract that refuses ETH, without blocking its buyers’ refunds', async () => {
    const m = await deployFixture();
    const { r, delivered, second } = await sellerWithProceeds(m, 'pending');
    await mined(clients, r.contract.write.setMode([Mode.Refuse, '0x', 0n]));

    await expectRevert(
      act(r, withdrawCall()),
      'TransferFailed',
      [r.address, delivered.total],
      marketplaceAbi,
    );
    expect(await m.owner.read.balances([r.address])).toBe(delivered.total);

    await mined(clients, m.buyer.write.cancelOrder([second.orderId]));
    await mined(clients, m.buyer.write.withdraw());
    expect(await ethOf(m.address)).toBe(delivered.total);

    await mined(clients, r.contract.write.setMode([Mode.Accept, '0x', 0n]));
    await act(r, withdrawCall());
    expect(await ethOf(r.address)).toBe(delivered.total);
    expect(await ethOf(m.address)).toBe(0n);
  });
});
