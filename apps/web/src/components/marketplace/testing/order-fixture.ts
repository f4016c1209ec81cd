import type { Order } from '@careledger/shared';

/** An order as GET /api/marketplace/orders answers it, for the marketplace and supplier component tests. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    txHash: `0x${'ef'.repeat(32)}`,
    productId: 1,
    productName: 'Nitrile gloves',
    buyer: '0x00000000000000000000000000000000000000b1',
    seller: '0x00000000000000000000000000000000000000a1',
    quantity: 2,
    unitPriceWei: '125000000000000000',
    totalWei: '250000000000000000',
    status: 'pending',
    mined: true,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    confirmedAt: null,
    finalizableAt: null,
    cancellableAt: null,
    metadataHash: `0x${'ab'.repeat(32)}`,
    rating: null,
    receivedMovementId: null,
    ...overrides,
  };
}
