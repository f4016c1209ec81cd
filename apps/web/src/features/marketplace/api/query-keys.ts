import type { ProductQuery } from './product-query';

/**
 * Every marketplace query sits under 'marketplace': a confirmed wallet transaction invalidates that root
 * (see useContractTransaction), so the grid, the stats and the orders all reload after a purchase.
 */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  products: (query: ProductQuery) => [...marketplaceKeys.all, 'products', query] as const,
  stats: () => [...marketplaceKeys.all, 'stats'] as const,
  buyerOrders: (buyer: string) => [...marketplaceKeys.all, 'orders', { buyer }] as const,
  inventoryItems: (search: string) => [...marketplaceKeys.all, 'inventory-items', search] as const,
};
