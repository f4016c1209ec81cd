// Imported on demand by the request functions (see SchemaLoader in lib/api-client), so zod stays out of the
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
