import { inventoryItemSchema, stockMovementSchema } from '@careledger/shared';
import { z } from 'zod';

// Imported on demand by the request functions (see SchemaLoader in lib/api-client), so zod stays out of the
// first download.
export {
  alertCheckResultSchema,
  alertListSchema,
  apiErrorSchema,
  autoGenerateResultSchema,
  csvImportErrorSchema,
  csvImportResultSchema,
  inventoryItemSchema,
  inventorySummarySchema,
  purchaseOrderListSchema,
  purchaseOrderSchema,
  stockCardSchema,
  stockMovementSchema,
  supplierListSchema,
  supplierSchema,
} from '@careledger/shared';

/** POST items/:id/movements answers with the posted movement and the item as it now stands. */
export const postedMovementSchema = z.object({ movement: stockMovementSchema, item: inventoryItemSchema });
