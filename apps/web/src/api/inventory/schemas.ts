// Imported on demand by the request functions (see SchemaLoader in lib/api-client), so zod stays out of the
// first download.
export { inventoryItemSchema, purchaseOrderSchema, suppliesPageSchema } from '@careledger/shared';
