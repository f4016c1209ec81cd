// Imported on demand by the request functions (see lib/response-schemas), so zod stays out of the
// first download.
export { inventoryItemSchema, purchaseOrderSchema, suppliesPageSchema } from '@careledger/shared';
