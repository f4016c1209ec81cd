// Imported on demand by the request functions (see SchemaLoader in lib/api-client), so zod stays out of the
// first download.
import { inventorySyncResultSchema } from '@careledger/shared';

export {
  inventoryItemSchema,
  orderListSchema,
  productMetadataStoredSchema,
  productPageSchema,
  supplierStatsSchema,
} from '@careledger/shared';

/** POST /marketplace/inventory-sync answers the counts and the sales it could not record, with why. */
export const inventorySyncReportSchema = inventorySyncResultSchema;
