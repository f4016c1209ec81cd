import type { MarketplaceStats, Order, Product } from '@careledger/shared';

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

export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    txHash: `0x${'ef'.repeat(32)}`,
    productId: 1,
    productName: 'Nitrile gloves',
    buyer: '0x00000000000000000000000000000000000000b1',
    seller: SELLER,
    quantity: 2,
    unitPriceWei: '125000000000000000',
    totalWei: '250000000000000000',
    status: 'pending',
    mined: true,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    finalizableAt: null,
    rating: null,
    receivedMovementId: null,
    ...overrides,
  };
}

export const statsFixture: MarketplaceStats = {
  products: 24,
  suppliers: 6,
  transactions: 130,
  verified: 20,
  revenue: '12.345',
  avgRating: 4.56,
};

export const pageOf = (items: Product[]) => ({ items, total: items.length, page: 1, pageSize: 24 });
