// Imported on demand by the request functions (see lib/response-schemas), so zod stays out of the
// first download.
export {
  /** POST /marketplace/inventory-sync: the counts and the sales it could not record, with why. */
  inventorySyncResultSchema,
  supplierStatsSchema,
} from '@careledger/shared';
