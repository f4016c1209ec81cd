import type { InventorySyncResult } from '@careledger/shared';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/**
 * "Update Inventory from Blockchain": the server records the seller's marketplace sales of listed inventory
 * items on the stock ledger, and reverses those since cancelled or rejected. Running it again records nothing
 * twice.
 */
export function updateInventoryFromChain(seller: string): Promise<InventorySyncResult> {
  return api.post(
    '/marketplace/inventory-sync',
    responseSchema('features/supplier', 'inventorySyncResultSchema'),
    { seller },
  );
}
