// What other workspaces (the benchmark, scripts) may call directly: every function takes `{ db, ... }`.
export { applyStockChange } from './apply-stock-change';
export { archiveItem } from './archive-item';
export { autoGeneratePurchaseOrders } from './auto-generate-purchase-orders';
export { checkAlerts, todayOf } from './check-alerts';
export { createItem } from './create-item';
export { createPurchaseOrder } from './create-purchase-order';
export { createSupplier } from './create-supplier';
export { evaluateAlerts } from './evaluate-alerts';
export { getInventorySummary } from './get-inventory-summary';
export { getItem } from './get-item';
export { getStockCard } from './get-stock-card';
export { listAlerts } from './list-alerts';
export { listSuppliers } from './list-suppliers';
export { listSupplies } from './list-supplies';
export { postMovement } from './post-movement';
export { receivePurchaseOrder } from './receive-purchase-order';
