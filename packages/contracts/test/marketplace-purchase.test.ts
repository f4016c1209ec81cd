import { describe, expect, it } from 'vitest';
import { expectRevert, gasCost, mined } from './helpers';
import {
  buyer,
  clients,
  deployFixture,
  eventsOf,
  inventoryOf,
  listProduct,
  METADATA,
  PRICE,
  placeOrder,
  Status,
  seller,
  useMarketplaceNode,
} from './marketplace-fixture';

useMarketplaceNode();

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
          metadataHash: METADATA,
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
      0n,
      METADATA,
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
      m.buyer.write.purchase([productId, 2n, PRICE, METADATA], { value: total - 1n }),
      'WrongPayment',
      [total, total - 1n],
    );
    await expectRevert(
      m.buyer.write.purchase([productId, 2n, PRICE, METADATA], { value: total + 1n }),
      'WrongPayment',
      [total, total + 1n],
    );
    await expectRevert(m.buyer.write.purchase([productId, 2n, PRICE, METADATA]), 'WrongPayment', [total, 0n]);
    expect(await inventoryOf(m, productId)).toBe(10n);
  });

  it('rejects a purchase when the price changed after the quote', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m, 10n);
    const [, , quotedPrice] = await m.buyer.read.products([productId]);
    await mined(clients, m.seller.write.updateProduct([productId, 2n * PRICE, 10n, METADATA]));

    await expectRevert(
      m.buyer.write.purchase([productId, 1n, quotedPrice, METADATA], { value: quotedPrice }),
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

    await expectRevert(
      m.buyer.write.purchase([productId, 0n, PRICE, METADATA], { value: 0n }),
      'InvalidQuantity',
      [0n, 5n],
    );
    await expectRevert(
      m.buyer.write.purchase([productId, 6n, PRICE, METADATA], { value: 6n * PRICE }),
      'InvalidQuantity',
      [6n, 5n],
    );
    const { receipt } = await placeOrder(m, productId, 5n);
    expect(eventsOf(receipt)[0]?.args).toMatchObject({ quantity: 5n, remainingInventory: 0n });
    expect(await inventoryOf(m, productId)).toBe(0n);
    await expectRevert(
      m.buyer.write.purchase([productId, 1n, PRICE, METADATA], { value: PRICE }),
      'InvalidQuantity',
      [1n, 0n],
    );
  });

  it('rejects purchases of an inactive product', async () => {
    const m = await deployFixture();
    const productId = await listProduct(m);
    await mined(clients, m.seller.write.setActive([productId, false]));
    await expectRevert(
      m.buyer.write.purchase([productId, 1n, PRICE, METADATA], { value: PRICE }),
      'ProductInactive',
      [productId],
    );
    await mined(clients, m.seller.write.setActive([productId, true]));
    const { orderId } = await placeOrder(m, productId, 1n);
    expect(orderId).toBe(1n);
  });
});
