import type { PurchaseOrder } from '@careledger/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export async function getPurchaseOrders(): Promise<PurchaseOrder[]> {
  const { items } = await api.get(
    '/inventory/purchase-orders',
    responseSchema('features/inventory', 'purchaseOrderListSchema'),
  );
  return items;
}

export const purchaseOrdersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.inventory.purchaseOrders(), queryFn: getPurchaseOrders });

export function usePurchaseOrders() {
  return useQuery(purchaseOrdersQueryOptions());
}
