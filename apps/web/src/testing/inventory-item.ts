import type { InventoryItem } from '@careledger/shared';

/** An inventory item as GET /api/inventory/supplies answers it, for component tests; override what the test is about. */
export function inventoryItemFixture(
  overrides: Partial<InventoryItem> & Pick<InventoryItem, 'id'>,
): InventoryItem {
  return {
    name: `Item ${overrides.id}`,
    category: 'Consumables',
    unit: 'units',
    stock: 4,
    threshold: 1,
    status: 'good',
    expiry: null,
    supplierId: null,
    supplierName: null,
    price: 1,
    blockchainVerified: true,
    rfidTag: null,
    archived: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
