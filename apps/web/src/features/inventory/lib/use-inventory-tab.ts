import type { StockStatusFilter } from '@careledger/shared';
import { useSearchParams } from 'react-router';
import { STATUS_PARAM } from './use-status-filter';

export const INVENTORY_TABS = ['overview', 'supplies', 'alerts', 'orders', 'suppliers'] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];

/** The `tab` search parameter of /inventory: a link can open a tab, and Back returns to the previous one. */
export const TAB_PARAM = 'tab';

/** The inventory tab, kept in the address (overview when absent or unknown). */
export function useInventoryTab() {
  const [params, setParams] = useSearchParams();
  const tab = INVENTORY_TABS.find((value) => value === params.get(TAB_PARAM)) ?? 'overview';
  const setTab = (next: InventoryTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(TAB_PARAM, next);
      return updated;
    });
  return { tab, setTab };
}

/** The address of the supplies tab filtered by a status (the overview's "See all"). */
export function suppliesHref(status: StockStatusFilter): string {
  return `/inventory?${TAB_PARAM}=supplies&${STATUS_PARAM}=${status}`;
}
