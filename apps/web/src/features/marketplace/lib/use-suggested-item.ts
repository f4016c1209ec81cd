import type { Order } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { inventoryItemQueryOptions } from '@/api/inventory/get-inventory-item';
import { useSupplies } from '@/api/inventory/get-supplies';
import { useProducts } from '@/api/marketplace/get-products';
import { type SuggestedItem, suggestReceivingItem } from './suggest-receiving-item';

/** The inventory item to preselect when receiving `order`, once the listing and the name search have answered. */
export function useSuggestedItem(order: Order): SuggestedItem | null {
  const name = order.productName?.trim() ?? '';
  // The listing's metadata knows the inventory item it was made from (deactivated listings too).
  const listings = useProducts({ search: name, seller: order.seller, includeInactive: true, pageSize: 100 });
  const linkedId = listings.data?.items.find((p) => p.id === order.productId)?.inventoryItemId ?? null;
  const linked = useQuery({ ...inventoryItemQueryOptions(linkedId ?? 0), enabled: linkedId !== null });
  const sameName = useSupplies({ search: name, pageSize: 50 });
  return suggestReceivingItem({
    linked: linkedId !== null && linked.data ? { id: linked.data.id, name: linked.data.name } : null,
    candidates: sameName.data?.items ?? [],
    productName: order.productName,
  });
}
