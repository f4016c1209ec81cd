// Imported on demand by the request functions (see lib/response-schemas), so zod stays out of the
// first download.
export {
  rfidAnalyticsSchema,
  rfidAssignPreviewSchema,
  rfidAssignResultSchema,
  rfidStatisticsSchema,
  rfidSuppliesPageSchema,
  rfidTagPageSchema,
  rfidTagSchema,
} from '@careledger/shared';
