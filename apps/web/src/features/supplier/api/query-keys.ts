/**
 * Under the 'marketplace' root like the marketplace screen's queries: a confirmed wallet transaction
 * invalidates that root (see useContractTransaction), so a listing or a shipped order reloads the dashboard.
 */
export const supplierKeys = {
  all: ['marketplace', 'supplier'] as const,
  stats: (seller: string) => [...supplierKeys.all, 'stats', seller] as const,
  products: (seller: string, page: number) => [...supplierKeys.all, 'products', seller, page] as const,
  orders: (seller: string) => [...supplierKeys.all, 'orders', seller] as const,
};
