import { OVERVIEW_LIST_LIMIT } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { suppliesQueryOptions } from '@/api/inventory/get-supplies';
import { alertsQueryOptions } from '../api/get-alerts';
import { inventorySummaryQueryOptions } from '../api/get-inventory-summary';
import { purchaseOrdersQueryOptions } from '../api/get-purchase-orders';
import { suppliersQueryOptions } from '../api/get-suppliers';

/**
 * What the screen needs before it shows: the summary, alerts, orders, suppliers and the items that need
 * restocking (critical first, then low). The supplies table loads its own pages.
 */
export function useInventoryData() {
  const summary = useQuery(inventorySummaryQueryOptions());
  const alerts = useQuery(alertsQueryOptions());
  const orders = useQuery(purchaseOrdersQueryOptions());
  const suppliers = useQuery(suppliersQueryOptions());
  const critical = useQuery(suppliesQueryOptions({ status: 'critical', pageSize: OVERVIEW_LIST_LIMIT }));
  const low = useQuery(suppliesQueryOptions({ status: 'low', pageSize: OVERVIEW_LIST_LIMIT }));
  const results = [summary, alerts, orders, suppliers, critical, low];

  const data =
    summary.data && alerts.data && orders.data && suppliers.data && critical.data && low.data
      ? {
          summary: summary.data,
          alerts: alerts.data,
          orders: orders.data,
          suppliers: suppliers.data,
          lowStock: [...critical.data.items, ...low.data.items].slice(0, OVERVIEW_LIST_LIMIT),
        }
      : undefined;
  const failed = data ? undefined : results.find((result) => result.isError);
  return {
    data,
    isPending: !data && !failed,
    error: failed?.error ?? null,
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}

export type InventoryData = NonNullable<ReturnType<typeof useInventoryData>['data']>;
