import type { SuppliesQuery } from '@careledger/shared';

/** Every inventory query sits under one root, so "reload everything" is one invalidation. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  summary: () => [...inventoryKeys.all, 'summary'] as const,
  supplies: (query: SuppliesQuery) => [...inventoryKeys.all, 'supplies', query] as const,
  stockCard: (itemId: number, page: number) => [...inventoryKeys.all, 'stock-card', itemId, page] as const,
  alerts: () => [...inventoryKeys.all, 'alerts'] as const,
  purchaseOrders: () => [...inventoryKeys.all, 'purchase-orders'] as const,
  suppliers: () => [...inventoryKeys.all, 'suppliers'] as const,
};
