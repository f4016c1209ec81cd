// Imported on demand by the medicine requests (see lib/response-schemas).
export {
  medicinePageSchema,
  recommendResponseSchema,
  restockingPageSchema,
  restockingRequestSchema,
} from '@careledger/shared';
