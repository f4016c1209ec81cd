// Imported on demand by the request functions (see lib/response-schemas), so zod stays out of the
// first download.
export {
  alertCheckResultSchema,
  alertListSchema,
  apiErrorSchema,
  autoGeneratePreviewSchema,
  autoGenerateResultSchema,
  csvImportErrorSchema,
  csvImportPreviewSchema,
  csvImportResultSchema,
  inventoryItemSchema,
  inventorySummarySchema,
  postedMovementSchema,
  purchaseOrderListSchema,
  purchaseOrderSchema,
  stockCardSchema,
  supplierListSchema,
  supplierSchema,
} from '@careledger/shared';
