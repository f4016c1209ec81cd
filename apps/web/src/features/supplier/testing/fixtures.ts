import type { Product, SupplierStats } from '@careledger/shared';
import { BUYER } from '@/components/marketplace/testing/fake-wallet';

export const statsFixture: SupplierStats = {
  products: 3,
  orders: 9,
  totalSales: '1.5',
  thisMonth: '0.456',
  pending: 2,
  avgRating: 4.25,
  balance: '0.75',
};

export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: 4,
    seller: BUYER,
    metadata: { name: 'Insulin pens', description: 'Pack of 5', category: 'Diabetes Care', imageUrl: '' },
    metadataHash: `0x${'ab'.repeat(32)}`,
    priceWei: '50000000000000000',
    price: '0.05',
    inventory: 10,
    active: true,
    verified: true,
    rating: null,
    ratingCount: 0,
    contractAddress: '0x00000000000000000000000000000000000000c1',
    listedAt: '2026-11-01T10:00:00.000Z',
    listingTxHash: `0x${'cd'.repeat(32)}`,
    inventoryItemId: null,
    ...overrides,
  };
}
