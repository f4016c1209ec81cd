// Imported on demand by the medicine requests (see SchemaLoader in lib/api-client).
export {
  medicinePageSchema,
  recommendResponseSchema,
  restockingPageSchema,
  restockingRequestSchema,
} from '@careledger/shared';
