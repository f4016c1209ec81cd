// The inventory module's front door: what other modules, plugins, the seed and other workspaces (the
// benchmark) may use. Every function takes an options object `{ db, ... }`.
export { alertNotification } from './alert-text';
export { applyStockChange } from './apply-stock-change';
export { archiveItem } from './archive-item';
export { autoGeneratePurchaseOrders } from './auto-generate-purchase-orders';
export { checkAlerts } from './check-alerts';
export { createItem } from './create-item';
export { createPurchaseOrder } from './create-purchase-order';
export { createSupplier } from './create-supplier';
export { evaluateAlerts } from './evaluate-alerts';
export { getInventorySummary } from './get-inventory-summary';
export { getItem } from './get-item';
export { getStockCard } from './get-stock-card';
export { itemColumns } from './item-columns';
export { listAlerts } from './list-alerts';
export { listStockLevels } from './list-stock-levels';
export { listSuppliers } from './list-suppliers';
export { listSupplies } from './list-supplies';
export { lockItem } from './lock-item';
export { type PostedMovement, postMovement } from './post-movement';
export { receivePurchaseOrder } from './receive-purchase-order';
export { inventoryRoutes } from './routes';
export { writeOffLot } from './write-off-lot';
