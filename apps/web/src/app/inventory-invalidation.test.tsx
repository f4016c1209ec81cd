import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { suppliesQueryOptions } from '@/api/inventory/get-supplies';
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { statisticsQueryOptions } from '@/features/rfid/api/get-statistics';
import { rfidSuppliesQueryOptions } from '@/features/rfid/api/get-supplies';
import { tagsQueryOptions } from '@/features/rfid/api/get-tags';
import { inventoryItemQueryOptions } from '@/features/supplier/api/get-inventory-item';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { queryKeys } from '@/lib/query-keys';

// The keys of the queries the screens really run, each holding data as if it had loaded.
const inventoryViews: Record<string, QueryKey> = {
  'inventory supplies table': suppliesQueryOptions({ page: 1, pageSize: 20 }).queryKey,
  'RFID supplies': rfidSuppliesQueryOptions({ page: 1, pageSize: 20 }).queryKey,
  'RFID tags': tagsQueryOptions({ page: 1, pageSize: 20 }).queryKey,
  'RFID statistics': statisticsQueryOptions().queryKey,
  // The marketplace's receive dialog asks the inventory's list, 50 at a time.
  'marketplace item picker': suppliesQueryOptions({ search: '', pageSize: 50 }).queryKey,
  "supplier sync's inventory item": inventoryItemQueryOptions(10).queryKey,
  'home page dashboard': dashboardQueryOptions().queryKey,
};
const chainViews: Record<string, QueryKey> = {
  'marketplace products': queryKeys.marketplace.products({ page: 1 }),
  'chain info': queryKeys.marketplace.chain(),
};

function invalidateAfterAnInventoryChange() {
  const client = new QueryClient();
  for (const key of [...Object.values(inventoryViews), ...Object.values(chainViews)])
    client.setQueryData(key, { loaded: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useInvalidateInventory(), { wrapper });
  return { client, invalidate: () => act(() => result.current()) };
}

const isInvalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

describe('useInvalidateInventory', () => {
  it.each(Object.entries(inventoryViews))('marks the %s stale', async (_view, key) => {
    const { client, invalidate } = invalidateAfterAnInventoryChange();
    expect(isInvalidated(client, key)).toBe(false);
    await invalidate();
    expect(isInvalidated(client, key)).toBe(true);
  });

  it.each(Object.entries(chainViews))('leaves the %s to wallet transactions', async (_view, key) => {
    const { client, invalidate } = invalidateAfterAnInventoryChange();
    await invalidate();
    expect(isInvalidated(client, key)).toBe(false);
  });
});
