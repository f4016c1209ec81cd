// The inventory item reader is shared with the marketplace's receive dialog: one copy, in src/api/inventory.
export { getInventoryItem, inventoryItemQueryOptions } from '@/api/inventory/get-inventory-item';
