import type { PurchaseOrder, PurchaseOrderCreate } from '@careledger/shared';
import { createContext } from 'react';

export type CreatePurchaseOrder = (order: PurchaseOrderCreate) => Promise<PurchaseOrder>;

/**
 * The purchase-order request, handed in by the route: it belongs to the inventory feature, and a feature never
 * imports another (apps/web/biome.json), so the app, which composes both, passes it here. Without it the
 * forecast dialog offers no order.
 */
export const PurchaseOrderContext = createContext<CreatePurchaseOrder | null>(null);
