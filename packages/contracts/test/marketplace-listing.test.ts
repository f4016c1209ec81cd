import { describe, expect, it } from 'vitest';
import { expectRevert, mined } from './helpers';
import {
  buyer,
  clients,
  deployFixture,
  eventsOf,
  listProduct,
  METADATA,
  NEW_METADATA,
  OWNER,
  other,
  PRICE,
  seller,
  useMarketplaceNode,
} from './marketplace-fixture';

useMarketplaceNode();

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
    await expectRevert(
      m.buyer.write.purchase([1n, 1n, PRICE, METADATA], { value: PRICE }),
      'ProductNotFound',
      [1n],
    );
  });
});
