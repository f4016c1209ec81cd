import type { MarketplaceStats, Product } from '@careledger/shared';

const SELLER = '0x00000000000000000000000000000000000000a1';

export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    seller: SELLER,
    metadata: {
      name: 'Nitrile gloves',
      description: 'Box of 100, size M',
      category: 'Consumables',
      imageUrl: '',
    },
    metadataHash: `0x${'ab'.repeat(32)}`,
    priceWei: '125000000000000000',
    price: '0.125',
    inventory: 5,
    active: true,
    verified: true,
    rating: 4.5,
    ratingCount: 2,
    contractAddress: '0x00000000000000000000000000000000000000c1',
    listedAt: '2026-11-01T10:00:00.000Z',
    listingTxHash: `0x${'cd'.repeat(32)}`,
    inventoryItemId: null,
    ...overrides,
  };
}

export { orderFixture } from '@/components/marketplace/testing/order-fixture';

export const statsFixture: MarketplaceStats = {
  products: 24,
  suppliers: 6,
  transactions: 130,
  verified: 20,
  revenue: '12.345',
  avgRating: 4.56,
};

export const pageOf = (items: Product[]) => ({ items, total: items.length, page: 1, pageSize: 24 });
