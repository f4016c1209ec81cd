// Imported on demand by the request functions (see SchemaLoader in lib/api-client), so zod stays out of the
// first download.
export {
  alertCheckResultSchema,
  alertListSchema,
  autoGenerateResultSchema,
  inventoryItemSchema,
  inventorySummarySchema,
  purchaseOrderListSchema,
  purchaseOrderSchema,
  stockCardSchema,
  stockMovementSchema,
  supplierListSchema,
  supplierSchema,
  suppliesPageSchema,
} from '@careledger/shared';
