import { type Address, decodeErrorResult, getAddress, getContract, parseEventLogs } from 'viem';
import { describe, expect, it } from 'vitest';
import { maliciousReceiverAbi, maliciousReceiverBytecode } from '../generated/malicious-receiver';
import { marketplaceAbi } from '../src/index';
import { expectRevert, gasCost, mined } from './helpers';
import {
  BUYER,
  clients,
  deployFixture,
  eventsOf,
  listProduct,
  METADATA,
  OWNER,
  other,
  PRICE,
  placeOrder,
  seller,
  useMarketplaceNode,
} from './marketplace-fixture';

useMarketplaceNode();

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
    const bought = await mined(
      clients,
      attacker.write.buy([productId, 2n, PRICE, METADATA], { value: total }),
    );
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

    await expectRevert(
      m.buyer.write.purchase([productId, 1n, PRICE, METADATA], { value: PRICE }),
      'EnforcedPause',
      [],
    );
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
