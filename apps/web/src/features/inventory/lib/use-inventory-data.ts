import { useQuery } from '@tanstack/react-query';
import { useAlerts } from '../api/get-alerts';
import { inventorySummaryQueryOptions } from '../api/get-inventory-summary';
import { usePurchaseOrders } from '../api/get-purchase-orders';
import { useSuppliers } from '../api/get-suppliers';
import { useLowStock } from './use-low-stock';

/**
 * Waits for what the screen shows first: the summary, alerts, orders, suppliers and the items that need
 * restocking. The parts that show them read the same queries themselves; the supplies table loads its own
 * pages.
 */
export function useInventoryData() {
  const summary = useQuery(inventorySummaryQueryOptions());
  const lowStock = useLowStock();
  const results = [summary, useAlerts(), usePurchaseOrders(), useSuppliers(), ...lowStock.queries];
  const isLoaded = results.every((result) => result.data !== undefined);
  const failed = isLoaded ? undefined : results.find((result) => result.isError);
  return {
    summary: isLoaded ? summary.data : undefined,
    isPending: !isLoaded && !failed,
    error: failed?.error ?? null,
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}
